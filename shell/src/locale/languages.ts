// The interface languages as a visitor sees them: native names, and the URL / BCP 47 form of a
// code (en_US <-> en-US). Codes and ids are the shared contract's LANGUAGES.
import type { LanguageCode } from '@croupier/shared';

/** Each language named in itself, so a visitor finds theirs whatever the page's language. */
export const NATIVE_NAMES: Record<LanguageCode, string> = {
  zh_TW: '繁體中文',
  zh_CN: '简体中文',
  en_US: 'English',
  vi_VN: 'Tiếng Việt',
  ko_KR: '한국어',
  ja_JP: '日本語',
  th_TH: 'ไทย',
  hi_IN: 'हिन्दी',
  my_MM: 'မြန်မာ',
  ta_IN: 'தமிழ்',
  bn_BD: 'বাংলা',
};

/** en_US -> en-US: the URL prefix and the html lang attribute. */
export const toUrlLocale = (code: string): string => code.replace('_', '-');
