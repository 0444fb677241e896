// The locale cookies (spec 01 §9): the language (i18n_redirected, 1 year) and the guest's site
// currency (ccy, 1 day), both path /, SameSite=Lax, through shared's one cookie module: a
// malformed cookie reads as absent, and boot writes the resolved language over it.
import {
  CURRENCY_COOKIE,
  CURRENCY_COOKIE_MAX_AGE_S,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  parseLanguage,
  readCookie,
  writeCookie,
  type LanguageCode,
} from '@croupier/shared';

/** The language cookie holds the code as en_US (a hyphenated en-US is read too). */
export const readLanguageCookie = (): LanguageCode | null => parseLanguage(readCookie(LANGUAGE_COOKIE));
export const writeLanguageCookie = (language: LanguageCode): void =>
  writeCookie(LANGUAGE_COOKIE, language, { maxAgeS: LANGUAGE_COOKIE_MAX_AGE_S });

/**
 * The language cookie is there but unusable: undecodable (a truncated value, another app's
 * cookie of the same name) or not a language. Its owner then writes a good value over it.
 * Only the name is matched (names are never encoded), so this reads no value.
 */
export const hasUnusableLanguageCookie = (): boolean =>
  readLanguageCookie() === null &&
  document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));

export const readCurrencyCookie = (): string | null => readCookie(CURRENCY_COOKIE) || null;
export const writeCurrencyCookie = (currency: string): void =>
  writeCookie(CURRENCY_COOKIE, currency, { maxAgeS: CURRENCY_COOKIE_MAX_AGE_S });
