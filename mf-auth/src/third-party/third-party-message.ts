// Third-party sign-in answer code -> message: the table's key, else the server's text. The codes
// are the contracts' THIRD_PARTY_CODE (the api answers them); the keys are mf-auth's.
import type { Message } from '../message.js';

export const THIRD_PARTY_CODE_MESSAGES = {
  101: 'third_party.err_code',
  102: 'login.err_account_disabled',
  103: 'login.err_account_frozen',
  104: 'third_party.err_provider',
} as const satisfies Record<number, string>;

const TABLE: Readonly<Record<number, string>> = THIRD_PARTY_CODE_MESSAGES;

export function thirdPartyMessage(code: number | undefined, serverMessage: string | undefined): Message {
  const key = code === undefined ? undefined : TABLE[code];
  if (key) return { key };
  return serverMessage ? { text: serverMessage } : { key: 'third_party.err_failed' };
}
