// Error catalogues: one table per catalogue, code -> message key (spec 01 §8, 02 §8).
// Keys of the login table live in the mf-auth namespace.

import { SUCCESS_CODES } from './constants.js';

export const isSuccessCode = (code: unknown): boolean =>
  (SUCCESS_CODES as readonly unknown[]).includes(typeof code === 'string' ? Number(code) : code);

/**
 * The login answer codes (spec 01 §8), named once for the api that answers them and the client
 * that shows them. Two are this api's own, shown with the server's message: deviceNoContact,
 * device verification is on for the member but there is no phone or email to send a code to;
 * tooFrequent, too many failed logins for this IP and account (996 mirrors registration's
 * "too frequently").
 */
export const LOGIN_CODE = {
  success: 100,
  accountWrong: 101,
  accountDisabled: 102,
  accountFrozen: 103,
  captchaFailed: 105,
  ipError: 106,
  deviceVerification: 107,
  deviceNoContact: 108,
  transferVerification: 802,
  tooFrequent: 996,
} as const;

/** Login codes shown as a message. 201-203 append the code to the IP error (see loginMessage). */
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


/** Transport failures (spec 01 §8): translation keys in the shared `common` namespace. */
export const TRANSPORT_ERROR_KEYS = {
  timeout: 'requestTimeout',
  network: 'networkError',
} as const;
export const INVALID_ERROR_MESSAGE = 'invalid error';

/** Login form validation keys (spec 01 §5). */
export const LOGIN_REQUIRED_KEYS = {
  account: 'ph_account_name',
  password: 'ph_password',
  answer: 'ph_account_verify_code',
} as const;
