// Code tables and constants of the login flows (spec 01 §4, §8, §9; spec 02 §3, §8, §9).
// Where the spec gives a code a meaning, the api answers it with that meaning; where the spec
// says only how the client shows a code, the api's meaning is written beside it (see api/README.md).
// How each code is shown (its message key) is mf-auth's: its tables sit beside each flow.

/** Spec 02 §3: what a double-validation question asks for. */
export const DOUBLE_VALIDATION_QUESTIONS = [
  'member_name',
  'identity_id',
  'member_phone',
  'member_email',
  'withdraw_password',
] as const;
export type DoubleValidationQuestion = (typeof DOUBLE_VALIDATION_QUESTIONS)[number];

/**
 * Double-validation submit codes (spec 02 §8). The api means: 101 login attempt unknown or expired, 102 account no longer active,
 * 202 attempt already completed. 106 IP blocked; 103 wrong answer, 104 captcha wrong,
 * 105 captcha expired or used, 205 answer empty, 206 captcha empty; 998 too many wrong answers.
 */
export const DOUBLE_VALIDATION_CODE = {
  attemptUnknown: 101,
  accountInactive: 102,
  wrongAnswer: 103,
  captchaWrong: 104,
  captchaExpired: 105,
  ipError: 106,
  alreadyCompleted: 202,
  answerEmpty: 205,
  captchaEmpty: 206,
  tooManyFailures: 998,
} as const;

/** Skip: 101 attempt unknown or expired, 103 no question left. */
export const DOUBLE_VALIDATION_SKIP_CODE = { attemptUnknown: 101, noQuestionLeft: 103 } as const;

/**
 * Device verification (login code 107). The spec names no codes for its calls; the api answers:
 * 101 login attempt unknown, used or expired (log in again), 102 a code was sent less than
 * SMS_COUNTDOWN_S ago, 104 wrong code, 105 too many wrong codes (the attempt is closed).
 */
export const DEVICE_VERIFICATION_CODE = {
  attemptUnknown: 101,
  resendTooSoon: 102,
  codeWrong: 104,
  tooManyFailures: 105,
} as const;

/** Digits of a code sent by SMS or email (spec 01 §9: phone verification code 6 digits). */
export const VERIFICATION_CODE_LENGTH = 6;

/**
 * Transfer verification (login code 802). Verify codes 101, 102, 201-204 and reset codes
 * 101-103, 201-203 ask the user to verify again (spec 01 §8). The api means, for verify:
 * 101 account not awaiting transfer verification, 102 withdraw password wrong, 201 email does
 * not match, 202 phone does not match, 203 no contact given, 204 too many failed attempts;
 * for reset: 101 token unknown, 102 token expired, 103 token used, 201 account is not the
 * token's, 202 password breaks the rules, 203 account no longer active.
 */
export const TRANSFER_VERIFY_CODE = {
  notAwaiting: 101,
  withdrawPasswordWrong: 102,
  emailMismatch: 201,
  phoneMismatch: 202,
  contactMissing: 203,
  tooManyFailures: 204,
} as const;
export const TRANSFER_RESET_CODE = {
  tokenUnknown: 101,
  tokenExpired: 102,
  tokenUsed: 103,
  accountMismatch: 201,
  passwordInvalid: 202,
  accountInactive: 203,
} as const;
/** Every refusal of the two calls asks to verify again (spec 01 §8). */
export const TRANSFER_VERIFY_RETRY_CODES: readonly number[] = Object.values(TRANSFER_VERIFY_CODE);
export const TRANSFER_RESET_RETRY_CODES: readonly number[] = Object.values(TRANSFER_RESET_CODE);

/**
 * Forgot password by SMS. Sending answers the spec's SMS codes (01 §8, SmsCode in
 * register-codes.ts): 099 the account and phone do not match, 102 one SMS
 * per SMS_COUNTDOWN_S, 201 phone blank (103 and 104 are the gateway's and never come from this
 * api). Verify: 101 no live code (send one again), 113 wrong code. Reset: 101 token unknown,
 * expired or used, 202 password breaks the rules.
 */
export const FORGOT_PASSWORD_CODE = {
  codeExpired: 101,
  codeWrong: 113,
  tokenInvalid: 101,
  passwordInvalid: 202,
} as const;

/**
 * Third-party login (the /authCallback popup). Exchange codes: 101 code unknown, expired or
 * used, 102 account disabled, 103 account frozen, 104 provider not enabled for the site.
 */
export const THIRD_PARTY_CODE = {
  codeInvalid: 101,
  accountDisabled: 102,
  accountFrozen: 103,
  providerDisabled: 104,
} as const;
/** The route the provider sends the popup back to (spec 01 §2). */
export const AUTH_CALLBACK_PATH = '/authCallback';

/** Response headers of GET /get_login_header that the client sends back with POST /login. */
export type LoginHeaders = Record<'x-client-ip' | 'x-device-id', string>;
