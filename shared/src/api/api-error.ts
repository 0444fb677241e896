// The two ways a call fails: the transport failed (ApiError, thrown by the client) or the
// server answered with a business code other than success (ApiCodeError, thrown by expectSuccess).

import type { TRANSPORT_ERROR_KEYS } from '../contracts/codes.js';

export type ApiErrorKind = 'timeout' | 'network' | 'unhandled' | 'unauthorized' | 'aborted';
export type TransportMessageKey = (typeof TRANSPORT_ERROR_KEYS)[keyof typeof TRANSPORT_ERROR_KEYS];

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: string | number;
  /** Key in the shared `common` namespace; set for timeout and network failures. */
  readonly messageKey?: TransportMessageKey;

  constructor(
    kind: ApiErrorKind,
    code: string | number,
    message: string,
    options: { messageKey?: TransportMessageKey; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.code = code;
    if (options.messageKey) this.messageKey = options.messageKey;
  }
}

/** A business code other than 100/1000; `message` is the server's. */
export class ApiCodeError extends Error {
  override readonly name = 'ApiCodeError';
  readonly code: number;
  /** The refused answer's data, when it carried any (e.g. a MemberFieldError: which field, which message key). */
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    if (data !== undefined && data !== null) this.data = data;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isApiCodeError = (e: unknown): e is ApiCodeError => e instanceof ApiCodeError;
