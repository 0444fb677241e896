import type { AppCredentials } from '../channel-auth.js';
import { Limits } from '../protocol.js';
import { hmacHex, md5Hex, safeEquals } from '../signature.js';
import { HttpError } from './http-error.js';

export interface SignedRequest {
  method: string;
  /** The path exactly as sent, before the query string. */
  path: string;
  query: URLSearchParams;
  body: Buffer;
}

/**
 * Pusher HTTP API authentication: auth_key, auth_timestamp within 600 s, auth_version 1.0,
 * body_md5 for a body, and auth_signature = HMAC-SHA256 over
 * "METHOD\nPATH\n" + the other query parameters (keys lower-cased, sorted, unescaped "k=v" joined by "&").
 */
export function verifySignedRequest(app: AppCredentials, request: SignedRequest, nowMs = Date.now()): void {
  const { query, body } = request;
  if (!safeEquals(app.key, query.get('auth_key') ?? '')) throw new HttpError(401, 'Unknown auth_key');

  const timestamp = query.get('auth_timestamp') ?? '';
  if (!/^\d+$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > Limits.maxTimestampSkewS) {
    throw new HttpError(401, `auth_timestamp must be within ${Limits.maxTimestampSkewS} s of the server time`);
  }
  if (query.get('auth_version') !== '1.0') throw new HttpError(401, 'auth_version must be 1.0');

  const bodyMd5 = query.get('body_md5');
  if (body.length > 0 || bodyMd5 !== null) {
    if (bodyMd5 === null || !safeEquals(md5Hex(body), bodyMd5))
      throw new HttpError(401, 'body_md5 does not match the body');
  }

  const signed = [...query.entries()]
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const expected = hmacHex(app.secret, `${request.method.toUpperCase()}\n${request.path}\n${signed}`);
  if (!safeEquals(expected, query.get('auth_signature') ?? '')) throw new HttpError(401, 'Invalid auth_signature');
}
