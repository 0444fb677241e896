// Business codes of the api's own, answered with the HTTP status of the same number. The login
// codes (spec 01 §8) are LOGIN_CODE in @croupier/shared/contracts, shared with the client.

export const ApiCode = {
  success: 100,
  invalidRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** A wallet adjustment (the console's): the balance would go below zero. */
  insufficientCash: 409,
  /** Releases: a release that exists otherwise, a live map that moved, an action with nothing to do. */
  conflict: 409,
  tooManyRequests: 429,
  internal: 500,
} as const;
