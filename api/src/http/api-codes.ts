// Business codes the api answers with. The login numbers are spec 01 §8 (the client's
// message table is LOGIN_CODE_MESSAGES in @croupier/shared/contracts); the rest are the
// api's own and are answered with the HTTP status of the same number.

export const LoginCode = {
  success: 100,
  accountWrong: 101,
  accountDisabled: 102,
  accountFrozen: 103,
  captchaFailed: 105,
  ipError: 106,
  /** Too many failed logins for this IP and account (spec has no code; 996 mirrors registration's "too frequently"). */
  tooFrequent: 996,
} as const;

export const ApiCode = {
  success: 100,
  invalidRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** Dev wallet adjust: the balance would go below zero. */
  insufficientCash: 409,
  tooManyRequests: 429,
  internal: 500,
} as const;
