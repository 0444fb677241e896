// The languages a site offers: its LANGUAGE setting (comma list, first = the site's default).
import { DEFAULT_LOCALE, type LanguageCode, type SiteSettings } from '@croupier/shared';
import { parseLanguage } from './languages.js';

export function offeredLanguages(settings: Pick<SiteSettings, 'LANGUAGE'> | undefined | null): LanguageCode[] {
  const codes = (settings?.LANGUAGE ?? '').split(',').map(parseLanguage);
  const offered = [...new Set(codes.filter((c): c is LanguageCode => c !== null))];
  // A site with no (valid) LANGUAGE setting still has one language: the default locale.
  return offered.length ? offered : [DEFAULT_LOCALE as LanguageCode];
}

/** The site's default language: the first of its LANGUAGE setting. */
export const siteDefaultLanguage = (settings: Pick<SiteSettings, 'LANGUAGE'> | undefined | null): LanguageCode =>
  offeredLanguages(settings)[0] as LanguageCode;
