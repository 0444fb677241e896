// Device verification answer code -> message (login 107). The codes are the contracts'
// DEVICE_VERIFICATION_CODE (the api answers them); the message keys are mf-auth's.
import { DEVICE_VERIFICATION_CODE } from '@croupier/shared';
import { codeMessage, type Message } from '../message.js';

export const DEVICE_VERIFICATION_CODE_MESSAGES = {
  101: 'device.err_expired',
  102: 'device.err_resend_wait',
  104: 'device.err_code_wrong',
  105: 'device.err_too_many',
} as const satisfies Record<number, string>;

/** The login attempt is over: only logging in again helps. */
const ATTEMPT_OVER: readonly number[] = [DEVICE_VERIFICATION_CODE.attemptUnknown, DEVICE_VERIFICATION_CODE.tooManyFailures];
export const isAttemptOver = (code: number): boolean => ATTEMPT_OVER.includes(code);

export const deviceVerificationMessage = (code: number, serverMessage: string): Message =>
  codeMessage(DEVICE_VERIFICATION_CODE_MESSAGES, code, serverMessage);
