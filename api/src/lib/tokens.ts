import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: a session or captcha token. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
