// Turns whatever a fetch threw into an ApiError (spec 01 §8, 02 §8): network failures get the
// networkError key, anything else is 'unhandled' with the cause's code and message,
// or 'invalid error' when the cause is not even an object.

import { INVALID_ERROR_MESSAGE } from '../contracts/index.js';
import { TRANSPORT_ERROR_KEYS } from '../contracts/codes.js';
import { ApiError } from './api-error.js';

/** System error codes of a failed connection (DNS, refused, reset, timed out, unreachable). */
const NETWORK_ERROR_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'ERR_NETWORK',
]);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isNetworkFailure(err: Record<string, unknown>): boolean {
  // fetch rejects with a TypeError for every network-level failure (spec of fetch);
  // Node puts the system error in `cause`.
  if (err instanceof TypeError || err.name === 'TypeError') return true;
  const codes = [err.code, isRecord(err.cause) ? err.cause.code : undefined];
  return codes.some((c) => typeof c === 'string' && NETWORK_ERROR_CODES.has(c));
}

export function classifyTransportError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (!isRecord(err)) return new ApiError('unhandled', 'unhandled', INVALID_ERROR_MESSAGE, { cause: err });
  if (isNetworkFailure(err)) {
    return new ApiError('network', 'network', String(err.message ?? 'network error'), {
      messageKey: TRANSPORT_ERROR_KEYS.network,
      cause: err,
    });
  }
  const code = typeof err.code === 'string' || typeof err.code === 'number' ? err.code : 'unhandled';
  const message = typeof err.message === 'string' && err.message ? err.message : INVALID_ERROR_MESSAGE;
  return new ApiError('unhandled', code, message, { cause: err });
}
