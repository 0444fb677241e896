// Double validation (spec 02 §5, §8): its message keys and how an answer code is shown. The codes
// are the contracts' DOUBLE_VALIDATION_CODE (the api answers them); the keys are mf-auth's.
// Submit: 101, 102 and 202 show the server's message; 106 ip_error; 103-105, 205, 206
// verify_failed; 998 double_validation_faild. Skip: 101 account_error. Any other code: the
// server's message.
import { DOUBLE_VALIDATION_CODE, type DoubleValidationQuestion } from '@croupier/shared';
import { codeMessage, serverMessage, type Message } from '../message.js';

export const DOUBLE_VALIDATION_CODE_MESSAGES = {
  106: 'ip_error',
  103: 'verify_failed',
  104: 'verify_failed',
  105: 'verify_failed',
  205: 'verify_failed',
  206: 'verify_failed',
  998: 'double_validation_faild',
} as const satisfies Record<number, string>;
/** Codes whose server message is shown as it is. */
export const DOUBLE_VALIDATION_SERVER_MESSAGE_CODES = [101, 102, 202] as const;
export const DOUBLE_VALIDATION_SKIP_CODE_MESSAGES = { 101: 'account_error' } as const satisfies Record<number, string>;
export const DOUBLE_VALIDATION_SUCCESS_KEY = 'login_success';

/** Spec 02 §5: the message of an empty answer names its question. */
export const doubleValidationEmptyAnswerKey = (question: DoubleValidationQuestion): string =>
  `double_validation_wrong_answer_empty_${question}`;

export function doubleValidationMessage(code: number, text: string): Message {
  if ((DOUBLE_VALIDATION_SERVER_MESSAGE_CODES as readonly number[]).includes(code)) return serverMessage(text);
  return codeMessage(DOUBLE_VALIDATION_CODE_MESSAGES, code, text);
}

export const skipMessage = (code: number, text: string): Message => codeMessage(DOUBLE_VALIDATION_SKIP_CODE_MESSAGES, code, text);

/** The attempt is over: only logging in again helps. */
const ATTEMPT_OVER: readonly number[] = [
  DOUBLE_VALIDATION_CODE.attemptUnknown,
  DOUBLE_VALIDATION_CODE.alreadyCompleted,
  DOUBLE_VALIDATION_CODE.tooManyFailures,
];
export const isAttemptOver = (step: 'submit' | 'skip', code: number): boolean =>
  step === 'submit' ? ATTEMPT_OVER.includes(code) : code === DOUBLE_VALIDATION_CODE.attemptUnknown;
