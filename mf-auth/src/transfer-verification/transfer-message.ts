// Transfer verification answers (spec 01 §8): verify codes 101, 102, 201-204 and reset codes
// 101-103, 201-203 ask the user to verify again; any other code shows the server's message.
// The retry codes are the contracts' (the api answers exactly those); the key is mf-auth's.
import { TRANSFER_RESET_RETRY_CODES, TRANSFER_VERIFY_RETRY_CODES } from '@croupier/shared';
import { serverMessage, type Message } from '../message.js';

export const TRANSFER_VERIFY_AGAIN_KEY = 'transfer.err_verify_again';

export const isVerifyAgainCode = (step: 'verify' | 'reset', code: number): boolean =>
  ((step === 'verify' ? TRANSFER_VERIFY_RETRY_CODES : TRANSFER_RESET_RETRY_CODES) as readonly number[]).includes(code);

export function transferMessage(step: 'verify' | 'reset', code: number, text: string): Message {
  return isVerifyAgainCode(step, code) ? { key: TRANSFER_VERIFY_AGAIN_KEY } : serverMessage(text);
}
