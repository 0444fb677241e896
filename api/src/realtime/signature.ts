import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256, the signature used by channel auth and the HTTP API alike. */
export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

export function md5Hex(body: Buffer): string {
  return createHash('md5').update(body).digest('hex');
}

/** Constant-time string comparison (false on any length mismatch). */
export function safeEquals(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
