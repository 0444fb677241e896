// Login answer code -> message (spec 01 §8), from the one table in the contracts.
import { LOGIN_CODE_MESSAGES } from '@croupier/shared';
import type { Message } from '../message.js';

const TABLE: Readonly<Record<number, string>> = LOGIN_CODE_MESSAGES;

/**
 * The message for a failed login. Known codes use their key (201-203 interpolate the code);
 * any other code shows the server's message, or the common 'error' when it sent none.
 * 107 and 802 never get here: they start another flow.
 */
export function loginCodeMessage(code: number, serverMessage: string): Message {
  const key = TABLE[code];
  if (key) return { key, values: { code } };
  return serverMessage ? { text: serverMessage } : { key: 'error', ns: 'common' };
}
