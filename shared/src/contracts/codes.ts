// Answer codes the api gives and the clients read (spec 01 §8, 02 §8). The message each one
// shows is the showing app's: mf-auth keeps the login flows' code -> message-key tables.

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

/** Transport failures (spec 01 §8): translation keys in the shared `common` namespace. */
export const TRANSPORT_ERROR_KEYS = {
  timeout: 'requestTimeout',
  network: 'networkError',
} as const;
export const INVALID_ERROR_MESSAGE = 'invalid error';
