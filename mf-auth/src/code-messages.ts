// mf-auth's error catalogues (spec 01 §8, spec 02 §8): for each answer code of the login flows,
// the message it shows (an mf-auth key, or the server's text). The codes themselves are the
// contracts' (LOGIN_CODE, DOUBLE_VALIDATION_CODE, ...: the api answers them); how they are shown
// is mf-auth's alone. A code a table does not know shows the server's message, or the common
// 'error'. Registration's catalogue, which also says on which field, is register/register-code-message.ts.
import {
  DEVICE_VERIFICATION_CODE,
  DOUBLE_VALIDATION_CODE,
  DOUBLE_VALIDATION_SKIP_CODE,
  FORGOT_PASSWORD_CODE,
  LOGIN_CODE,
  ResponsibleGamingCode,
  SmsCode,
  THIRD_PARTY_CODE,
  TRANSFER_RESET_RETRY_CODES,
  TRANSFER_VERIFY_RETRY_CODES,
  codeMessage,
  serverMessage,
  type Message,
} from '@croupier/shared';
import { formatSiteTime } from '@croupier/shared/dates';
import type { DoubleValidationQuestion } from '@croupier/shared';

// ---- login (POST /login) ----

/** 201-203 append the code to the IP error. 107 and 802 start another flow instead. */
export const LOGIN_CODE_MESSAGES = {
  [LOGIN_CODE.accountWrong]: 'login.err_account_wrong',
  [LOGIN_CODE.accountDisabled]: 'login.err_account_disabled',
  [LOGIN_CODE.accountFrozen]: 'login.err_account_frozen',
  [LOGIN_CODE.captchaFailed]: 'login.err_captcha_failed',
  [LOGIN_CODE.ipError]: 'login.err_ip',
  201: 'login.err_ip_with_code',
  202: 'login.err_ip_with_code',
  203: 'login.err_ip_with_code',
} as const satisfies Record<number, string>;

export const loginCodeMessage = (code: number, text: string): Message => codeMessage(LOGIN_CODE_MESSAGES, code, text);

// ---- responsible gaming: every way in answers these during a time-out or self-exclusion ----

/** data { kind, until }: the message names the end date in the site's zone. */
export const EXCLUSION_CODE_MESSAGES = {
  [ResponsibleGamingCode.timedOut]: 'exclusion.err_timed_out',
  [ResponsibleGamingCode.selfExcluded]: 'exclusion.err_self_excluded',
} as const satisfies Record<number, string>;

/** The login was refused for a time-out or self-exclusion: the help pages and customer service are offered. */
export const isExclusionCode = (code: number | undefined): boolean =>
  code !== undefined && code in EXCLUSION_CODE_MESSAGES;

/** The exclusion's message with its end date in `zone`; null for any other code. Without a date, the server's text. */
export function exclusionMessage(code: number, data: unknown, text: string, zone: string): Message | null {
  if (!isExclusionCode(code)) return null;
  const until = typeof data === 'object' && data !== null ? (data as { until?: unknown }).until : undefined;
  if (typeof until !== 'number' || !Number.isFinite(until)) return serverMessage(text);
  const key = EXCLUSION_CODE_MESSAGES[code as keyof typeof EXCLUSION_CODE_MESSAGES];
  return { key, values: { date: formatSiteTime(until, zone), zone } };
}

// ---- SMS (POST /register/sms, POST /forgot_password/sms: SmsCode; 099 arrives as 99) ----

export const SMS_CODE_MESSAGES: Readonly<Record<number, string>> = {
  [SmsCode.phoneVerifyError]: 'signup.sms_err_phone',
  [SmsCode.rateLimited]: 'signup.sms_err_rate_limit',
  [SmsCode.noBalance]: 'signup.sms_err_no_balance',
  [SmsCode.contactService]: 'signup.sms_err_contact_service',
  [SmsCode.phoneBlank]: 'signup.sms_err_phone_blank',
};

// ---- device verification (login 107) ----

export const DEVICE_VERIFICATION_CODE_MESSAGES = {
  [DEVICE_VERIFICATION_CODE.attemptUnknown]: 'device.err_expired',
  [DEVICE_VERIFICATION_CODE.resendTooSoon]: 'device.err_resend_wait',
  [DEVICE_VERIFICATION_CODE.codeWrong]: 'device.err_code_wrong',
  [DEVICE_VERIFICATION_CODE.tooManyFailures]: 'device.err_too_many',
} as const satisfies Record<number, string>;

export const deviceVerificationMessage = (code: number, text: string): Message =>
  codeMessage(DEVICE_VERIFICATION_CODE_MESSAGES, code, text);

/** The login attempt is over: only logging in again helps. */
export const isDeviceAttemptOver = (code: number): boolean =>
  code === DEVICE_VERIFICATION_CODE.attemptUnknown || code === DEVICE_VERIFICATION_CODE.tooManyFailures;

// ---- double validation (spec 02 §5, §8) ----

/** Submit: 106 ip_error; 103-105, 205, 206 verify_failed; 998 double_validation_faild. */
export const DOUBLE_VALIDATION_CODE_MESSAGES = {
  [DOUBLE_VALIDATION_CODE.ipError]: 'ip_error',
  [DOUBLE_VALIDATION_CODE.wrongAnswer]: 'verify_failed',
  [DOUBLE_VALIDATION_CODE.captchaWrong]: 'verify_failed',
  [DOUBLE_VALIDATION_CODE.captchaExpired]: 'verify_failed',
  [DOUBLE_VALIDATION_CODE.answerEmpty]: 'verify_failed',
  [DOUBLE_VALIDATION_CODE.captchaEmpty]: 'verify_failed',
  [DOUBLE_VALIDATION_CODE.tooManyFailures]: 'double_validation_faild',
} as const satisfies Record<number, string>;
/** Submit codes whose server message is shown as it is. */
export const DOUBLE_VALIDATION_SERVER_MESSAGE_CODES = [
  DOUBLE_VALIDATION_CODE.attemptUnknown,
  DOUBLE_VALIDATION_CODE.accountInactive,
  DOUBLE_VALIDATION_CODE.alreadyCompleted,
] as const;
/** Skip: 101 account_error. */
export const DOUBLE_VALIDATION_SKIP_CODE_MESSAGES = {
  [DOUBLE_VALIDATION_SKIP_CODE.attemptUnknown]: 'account_error',
} as const satisfies Record<number, string>;
/** Toasted when the answer is right. */
export const DOUBLE_VALIDATION_SUCCESS_KEY = 'login_success';

/** The message of an empty answer names its question. */
export const doubleValidationEmptyAnswerKey = (question: DoubleValidationQuestion): string =>
  `double_validation_wrong_answer_empty_${question}`;

export function doubleValidationMessage(code: number, text: string): Message {
  if ((DOUBLE_VALIDATION_SERVER_MESSAGE_CODES as readonly number[]).includes(code)) return serverMessage(text);
  return codeMessage(DOUBLE_VALIDATION_CODE_MESSAGES, code, text);
}

export const skipMessage = (code: number, text: string): Message =>
  codeMessage(DOUBLE_VALIDATION_SKIP_CODE_MESSAGES, code, text);

const DOUBLE_VALIDATION_OVER: readonly number[] = [
  DOUBLE_VALIDATION_CODE.attemptUnknown,
  DOUBLE_VALIDATION_CODE.alreadyCompleted,
  DOUBLE_VALIDATION_CODE.tooManyFailures,
];
/** The attempt is over: only logging in again helps. */
export const isDoubleValidationOver = (step: 'submit' | 'skip', code: number): boolean =>
  step === 'submit' ? DOUBLE_VALIDATION_OVER.includes(code) : code === DOUBLE_VALIDATION_CODE.attemptUnknown;

// ---- transfer verification (login 802) ----

/** Verify codes 101, 102, 201-204 and reset codes 101-103, 201-203 ask to verify again; others show the server's message. */
export const TRANSFER_VERIFY_AGAIN_KEY = 'transfer.err_verify_again';

export const isVerifyAgainCode = (step: 'verify' | 'reset', code: number): boolean =>
  ((step === 'verify' ? TRANSFER_VERIFY_RETRY_CODES : TRANSFER_RESET_RETRY_CODES) as readonly number[]).includes(code);

export const transferMessage = (step: 'verify' | 'reset', code: number, text: string): Message =>
  isVerifyAgainCode(step, code) ? { key: TRANSFER_VERIFY_AGAIN_KEY } : serverMessage(text);

// ---- forgot password by SMS ----

export const FORGOT_VERIFY_CODE_MESSAGES = {
  [FORGOT_PASSWORD_CODE.codeExpired]: 'forgot.err_code_expired',
  [FORGOT_PASSWORD_CODE.codeWrong]: 'forgot.err_code_wrong',
} as const satisfies Record<number, string>;
export const FORGOT_RESET_CODE_MESSAGES = {
  [FORGOT_PASSWORD_CODE.tokenInvalid]: 'forgot.err_token',
  [FORGOT_PASSWORD_CODE.passwordInvalid]: 'forgot.err_password',
} as const satisfies Record<number, string>;

const FORGOT_TABLES = {
  sms: SMS_CODE_MESSAGES,
  // An account and phone that do not match answer the SMS table's codes here too.
  verify: { ...SMS_CODE_MESSAGES, ...FORGOT_VERIFY_CODE_MESSAGES },
  reset: FORGOT_RESET_CODE_MESSAGES,
};

export const forgotPasswordMessage = (step: keyof typeof FORGOT_TABLES, code: number, text: string): Message =>
  codeMessage(FORGOT_TABLES[step], code, text);

// ---- third-party sign-in (the /authCallback popup) ----

export const THIRD_PARTY_CODE_MESSAGES = {
  [THIRD_PARTY_CODE.codeInvalid]: 'third_party.err_code',
  [THIRD_PARTY_CODE.accountDisabled]: 'login.err_account_disabled',
  [THIRD_PARTY_CODE.accountFrozen]: 'login.err_account_frozen',
  [THIRD_PARTY_CODE.providerDisabled]: 'third_party.err_provider',
} as const satisfies Record<number, string>;

/** The table's key, else the server's text, else third_party.err_failed. */
export function thirdPartyMessage(code: number | undefined, text: string | undefined): Message {
  const key = code === undefined ? undefined : (THIRD_PARTY_CODE_MESSAGES as Readonly<Record<number, string>>)[code];
  if (key) return { key };
  return text ? { text } : { key: 'third_party.err_failed' };
}
