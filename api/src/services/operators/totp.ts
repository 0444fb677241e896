// The operators' second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s) through otpauth, one step
// of clock drift either way, and each step good once per operator (the caller keeps the last one).
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Croupier console';
const PERIOD_S = 30;

const totpOf = (secret: string, account = '') =>
  new TOTP({ issuer: ISSUER, label: account, secret: Secret.fromBase32(secret), period: PERIOD_S });

/** A fresh 160-bit secret, base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads (as a QR code or pasted). */
export const totpUri = (secret: string, account: string): string => totpOf(secret, account).toString();

/** The code of `at` (tests and the seeded owner's documentation). */
export const totpCode = (secret: string, at: number): string => totpOf(secret).generate({ timestamp: at });

/**
 * The time step `code` is valid for at `at`, or null: wrong, out of the window, or not after
 * `lastStep` (a code already used, or an older one).
 */
export function acceptedStep(secret: string, code: string, at: number, lastStep: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(at / 1000 / PERIOD_S) + delta;
  return step > lastStep ? step : null;
}
