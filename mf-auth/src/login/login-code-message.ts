// Login answer code -> message (spec 01 §8). The codes are the contracts' LOGIN_CODE (the api
// answers them); the message keys are mf-auth's.
import type { Message } from '../message.js';
import { codeMessage } from '../message.js';

/** Login codes shown as a message. 201-203 append the code to the IP error. */
export const LOGIN_CODE_MESSAGES = {
  101: 'login.err_account_wrong',
  102: 'login.err_account_disabled',
  103: 'login.err_account_frozen',
  105: 'login.err_captcha_failed',
  106: 'login.err_ip',
  201: 'login.err_ip_with_code',
  202: 'login.err_ip_with_code',
  203: 'login.err_ip_with_code',
} as const satisfies Record<number, string>;

/**
 * The message for a failed login. Known codes use their key (201-203 interpolate the code);
 * any other code shows the server's message, or the common 'error' when it sent none.
 * 107 and 802 never get here: they start another flow.
 */
export const loginCodeMessage = (code: number, serverMessage: string): Message =>
  codeMessage(LOGIN_CODE_MESSAGES, code, serverMessage);
