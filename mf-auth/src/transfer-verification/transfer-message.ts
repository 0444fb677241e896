// Transfer verification answers (spec 01 §8): verify codes 101, 102, 201-204 and reset codes
// 101-103, 201-203 ask the user to verify again; any other code shows the server's message.
import {
  TRANSFER_RESET_RETRY_CODES,
  TRANSFER_VERIFY_AGAIN_KEY,
  TRANSFER_VERIFY_RETRY_CODES,
} from '@croupier/shared';
import type { Message } from '../message.js';

const serverOr = (serverMessage: string): Message => (serverMessage ? { text: serverMessage } : { key: 'error', ns: 'common' });

export const isVerifyAgainCode = (step: 'verify' | 'reset', code: number): boolean =>
  ((step === 'verify' ? TRANSFER_VERIFY_RETRY_CODES : TRANSFER_RESET_RETRY_CODES) as readonly number[]).includes(code);

export function transferMessage(step: 'verify' | 'reset', code: number, serverMessage: string): Message {
  return isVerifyAgainCode(step, code) ? { key: TRANSFER_VERIFY_AGAIN_KEY } : serverOr(serverMessage);
}
