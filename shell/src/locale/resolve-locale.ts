// Which language a page starts in, and where it must go (spec 01 §2/§3):
// a language prefix in the URL decides; without one the i18n_redirected cookie, then the
// site's default language (first of LANGUAGE); a language other than the default locale
// lives under its prefix, so the page is moved there (history.replace).
import { DEFAULT_LOCALE, type LanguageCode } from '@croupier/shared';
import { localizedPath, splitLocalePath } from './locale-url.js';

export interface LocaleInput {
  pathname: string;
  cookieLanguage: LanguageCode | null;
  /** The site's offered languages, its default first (offeredLanguages()). */
  offered: readonly LanguageCode[];
}

export interface LocaleDecision {
  language: LanguageCode;
  /** The path to replace the current one with, or null when the URL is already right. */
  redirect: string | null;
  /** What decided: the URL's prefix, the cookie or the site's default. */
  source: 'url' | 'cookie' | 'site';
}

export function resolveLocale({ pathname, cookieLanguage, offered }: LocaleInput): LocaleDecision {
  const { prefix, canonical, rest } = splitLocalePath(pathname);
  const siteDefault = offered[0] ?? (DEFAULT_LOCALE as LanguageCode);

  // An offered language in the URL decides (the default locale's own prefix is not used: /en-US/x -> /x).
  if (prefix && offered.includes(prefix)) {
    const target = localizedPath(prefix, rest);
    const needsMove = prefix === DEFAULT_LOCALE || !canonical;
    return { language: prefix, redirect: needsMove ? target : null, source: 'url' };
  }

  // No usable prefix (none, or a language the site does not offer, which is dropped).
  const path = prefix ? rest : pathname || '/';
  const fromCookie = cookieLanguage !== null && offered.includes(cookieLanguage);
  const language = fromCookie ? cookieLanguage : siteDefault;
  const target = localizedPath(language, path);
  return { language, redirect: target !== pathname ? target : null, source: fromCookie ? 'cookie' : 'site' };
}
