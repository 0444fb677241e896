// Which interface language the page starts in: the visitor's cookie when the site offers it,
// else the site's default (first of its LANGUAGE setting), else en_US.
import { DEFAULT_LOCALE, isLanguageCode, type SiteSettings } from '@croupier/shared';

/** The language cookie (spec 01 §9: default name i18n_redirected); the switcher (issue 3) writes it. */
export const LANGUAGE_COOKIE = 'i18n_redirected';

/** 'en-US' and 'en_US' both name en_US. */
const normalize = (value: string) => value.trim().replace('-', '_');

export function readLanguageCookie(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== LANGUAGE_COOKIE) continue;
    const value = normalize(decodeURIComponent(rest.join('=')));
    return isLanguageCode(value) ? value : null;
  }
  return null;
}

export function siteLanguages(settings: Pick<SiteSettings, 'LANGUAGE'> | undefined): string[] {
  return (settings?.LANGUAGE ?? '').split(',').map(normalize).filter(isLanguageCode);
}

export function pickLanguage(cookieLanguage: string | null, offered: string[]): string {
  if (cookieLanguage && (offered.length === 0 || offered.includes(cookieLanguage))) return cookieLanguage;
  return offered[0] ?? DEFAULT_LOCALE;
}
