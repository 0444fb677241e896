// Third-party answer code -> message: the code table's key, else the server's text.
import { THIRD_PARTY_CODE_MESSAGES } from '@croupier/shared';
import type { Message } from '../message.js';

const TABLE: Readonly<Record<number, string>> = THIRD_PARTY_CODE_MESSAGES;

export function thirdPartyMessage(code: number | undefined, serverMessage: string | undefined): Message {
  const key = code === undefined ? undefined : TABLE[code];
  if (key) return { key };
  return serverMessage ? { text: serverMessage } : { key: 'third_party.err_failed' };
}
