// Small helpers for the server-rendered game pages.
import { currencySymbol } from '@croupier/shared/contracts';

/** Text safe in HTML content or a quoted attribute. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** JSON safe inside <script type="application/json"> (no '</script>', no HTML comment openers). */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The same text the page script writes: symbol + grouped amount with 2 decimals ('$1,234.50'). */
export function money(cents: number, currency: string): string {
  const digits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(cents) / 100);
  return `${cents < 0 ? '-' : ''}${currencySymbol(currency)}${digits}`;
}

