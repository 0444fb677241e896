// A failed answer's message from a code table (code -> mf-auth key); a code the table does not
// know shows the server's message, or the common 'error' when it sent none (spec 01 §8).
import type { Message } from '../message.js';

export function codeMessage(table: Readonly<Record<number, string>>, code: number, serverMessage: string): Message {
  const key = table[code];
  if (key) return { key, values: { code } };
  return serverMessage ? { text: serverMessage } : { key: 'error', ns: 'common' };
}
