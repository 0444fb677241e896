// Forgot password by SMS: answer code -> message. Sending answers the SMS table's codes (spec 01
// §8, register-code-message.ts); verifying its own, and the SMS table's for an account and phone
// that do not match. The codes are the contracts' FORGOT_PASSWORD_CODE; the keys are mf-auth's.
import { codeMessage, type Message } from '../message.js';
import { SMS_CODE_MESSAGES } from '../register/register-code-message.js';

export const FORGOT_VERIFY_CODE_MESSAGES = {
  101: 'forgot.err_code_expired',
  113: 'forgot.err_code_wrong',
} as const satisfies Record<number, string>;
export const FORGOT_RESET_CODE_MESSAGES = {
  101: 'forgot.err_token',
  202: 'forgot.err_password',
} as const satisfies Record<number, string>;

const TABLES = {
  sms: SMS_CODE_MESSAGES,
  verify: { ...SMS_CODE_MESSAGES, ...FORGOT_VERIFY_CODE_MESSAGES },
  reset: FORGOT_RESET_CODE_MESSAGES,
};

export const forgotPasswordMessage = (step: keyof typeof TABLES, code: number, text: string): Message =>
  codeMessage(TABLES[step], code, text);
