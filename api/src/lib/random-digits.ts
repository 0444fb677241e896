import { randomInt } from 'node:crypto';

/** `length` random decimal digits from the CSPRNG (SMS/email codes, local captcha answers). */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}
