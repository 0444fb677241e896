// Money as the api sends it (whole cents, or decimal text like '-12.50') and as the console shows
// it: always two decimals, so a currency Intl writes without them (VND, JPY) never hides cents.

/** '12.5', '-3', '+7.25' -> cents; null when not a plain amount with at most 2 decimals. */
export function centsOf(text: string): number | null {
  const match = /^([+-])?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/**
 * Cents in the currency, as the operator's language writes money; a code Intl does not know
 * follows the figure. `signed`: a change, with its sign even when it adds.
 */
export function formatMoney(cents: number, currency: string, language: string, signed = false): string {
  const value = cents / 100;
  const digits = {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  };
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, ...digits }).format(value);
  } catch {
    return `${new Intl.NumberFormat(language, digits).format(value)} ${currency}`.trim();
  }
}

/** Decimal text from the api in the currency; the text itself when it is not an amount. */
export function formatAmount(text: string, currency: string, language: string): string {
  const cents = centsOf(text);
  return cents === null ? text : formatMoney(cents, currency, language);
}
