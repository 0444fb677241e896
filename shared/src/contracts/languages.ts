// Interface languages and their ids (spec 01 §3). Which ones a site offers is its LANGUAGE setting.
// The shell chooses a page's language with these, and the api's page-frame include the same way.
import { DEFAULT_LOCALE } from './constants.js';

export const LANGUAGES = [
  { code: 'zh_TW', id: 0 },
  { code: 'zh_CN', id: 1 },
  { code: 'en_US', id: 2 },
  { code: 'vi_VN', id: 3 },
  { code: 'ko_KR', id: 4 },
  { code: 'ja_JP', id: 5 },
  { code: 'th_TH', id: 6 },
  { code: 'hi_IN', id: 7 },
  { code: 'my_MM', id: 8 },
  { code: 'ta_IN', id: 9 },
  { code: 'bn_BD', id: 10 },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const isLanguageCode = (code: unknown): code is LanguageCode => LANGUAGES.some((l) => l.code === code);

/** 'en-US', 'en_US' (any case of the region) -> 'en_US'; anything else -> null. */
export function parseLanguage(value: string | null | undefined): LanguageCode | null {
  if (!value) return null;
  const [lang = '', region = ''] = value.trim().split(/[-_]/);
  const code = `${lang.toLowerCase()}_${region.toUpperCase()}`;
  return isLanguageCode(code) ? code : null;
}

/** The languages a site offers: its LANGUAGE setting (comma list, first = the site's default). */
export function offeredLanguages(settings: { LANGUAGE?: string } | undefined | null): LanguageCode[] {
  const codes = (settings?.LANGUAGE ?? '').split(',').map(parseLanguage);
  const offered = [...new Set(codes.filter((c): c is LanguageCode => c !== null))];
  // A site with no (valid) LANGUAGE setting still has one language: the default locale.
  return offered.length ? offered : [DEFAULT_LOCALE as LanguageCode];
}
