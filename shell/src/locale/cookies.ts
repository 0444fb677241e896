// The locale cookies (spec 01 §9): the language (i18n_redirected, 1 year) and the guest's site
// currency (ccy, 1 day), both path /, SameSite=Lax.
import {
  CURRENCY_COOKIE,
  CURRENCY_COOKIE_MAX_AGE_S,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type LanguageCode,
} from '@croupier/shared';
import { parseLanguage } from './languages.js';

export function readCookie(name: string, cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return null;
}

/** The Set-Cookie string a cookie is written with (exported for its test). */
export const cookieString = (name: string, value: string, maxAgeS: number): string =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax`;

export function writeCookie(name: string, value: string, maxAgeS: number, doc: Document = document): void {
  doc.cookie = cookieString(name, value, maxAgeS);
}

/** The language cookie holds the code as en_US (a hyphenated en-US is read too). */
export const readLanguageCookie = (cookie?: string): LanguageCode | null => parseLanguage(readCookie(LANGUAGE_COOKIE, cookie));
export const writeLanguageCookie = (language: LanguageCode, doc?: Document) =>
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE_S, doc);

export const readCurrencyCookie = (cookie?: string): string | null => readCookie(CURRENCY_COOKIE, cookie) || null;
export const writeCurrencyCookie = (currency: string, doc?: Document) =>
  writeCookie(CURRENCY_COOKIE, currency, CURRENCY_COOKIE_MAX_AGE_S, doc);
