// Double-validation answer code -> message (spec 02 §8): 101, 102 and 202 show the server's
// message; 106 ip_error; 103-105, 205, 206 verify_failed; 998 double_validation_faild. Skip: 101
// account_error. Any other code: the server's message.
import {
  DOUBLE_VALIDATION_CODE_MESSAGES,
  DOUBLE_VALIDATION_SERVER_MESSAGE_CODES,
  DOUBLE_VALIDATION_SKIP_CODE_MESSAGES,
} from '@croupier/shared';
import type { Message } from '../message.js';
import { codeMessage } from '../login/code-message.js';

const serverOr = (serverMessage: string): Message => (serverMessage ? { text: serverMessage } : { key: 'error', ns: 'common' });

export function doubleValidationMessage(code: number, serverMessage: string): Message {
  if ((DOUBLE_VALIDATION_SERVER_MESSAGE_CODES as readonly number[]).includes(code)) return serverOr(serverMessage);
  return codeMessage(DOUBLE_VALIDATION_CODE_MESSAGES, code, serverMessage);
}

export const skipMessage = (code: number, serverMessage: string): Message =>
  codeMessage(DOUBLE_VALIDATION_SKIP_CODE_MESSAGES, code, serverMessage);
