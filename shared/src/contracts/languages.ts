// Interface languages and their ids (spec 01 §3). Which ones a site offers is its LANGUAGE setting.

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

export const isLanguageCode = (code: unknown): code is LanguageCode =>
  LANGUAGES.some((l) => l.code === code);

export const languageId = (code: LanguageCode): number =>
  (LANGUAGES.find((l) => l.code === code) as (typeof LANGUAGES)[number]).id;
