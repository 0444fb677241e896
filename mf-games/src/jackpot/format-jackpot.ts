// The jackpot as the spec shows it (02 §3, §9): the integer part left-padded with zeros to
// JACKPOT_INTEGER_DIGITS digits, two decimals: '1234.5' -> '0000001234.50'. Amounts come as
// strings on the wire; they are read as whole cents (BigInt), so no float ever rounds a digit.
import { JACKPOT_INTEGER_DIGITS } from '../constants.js';

const PLAIN_AMOUNT = /^(\d+)(?:\.(\d*))?$/;

/** Whole cents of a non-negative amount (half a cent rounds up), or null when unreadable. */
export function jackpotCents(amount: unknown): bigint | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || amount < 0) return null;
    text = amount.toFixed(3);
  } else if (typeof amount === 'string') {
    text = amount.trim();
  } else {
    return null;
  }
  const match = PLAIN_AMOUNT.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const thousandths = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3));
  return (thousandths + 5n) / 10n;
}

/** Cents as the padded jackpot text. */
export function formatJackpotCents(cents: bigint, integerDigits: number = JACKPOT_INTEGER_DIGITS): string {
  const whole = (cents / 100n).toString().padStart(integerDigits, '0');
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** '1234.5' -> '0000001234.50'; longer amounts keep every digit; null for anything unreadable. */
export function formatJackpot(amount: unknown, integerDigits: number = JACKPOT_INTEGER_DIGITS): string | null {
  const cents = jackpotCents(amount);
  return cents === null ? null : formatJackpotCents(cents, integerDigits);
}
