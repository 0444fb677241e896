// The platform description of a hall (spec 02 §9): the names of the type's providers, the
// brand's preferred ones first (settings.PLATFORM_ORDER: gp_ids, or names as shown), then the
// rest as listed, each once, at most PLATFORM_DESCRIPTION_MAX. Node-safe: mf-games writes it under
// a hall's title, and the api writes the same into the hall's page frame (GET /api/frame/game-hall).
import type { GameEntry } from './games.js';
import { isLanguageCode, type LanguageCode } from './languages.js';

/** Spec 02 §9: at most this many provider names in a hall's platform description. */
export const PLATFORM_DESCRIPTION_MAX = 15;

export function platformNames(
  entries: readonly Pick<GameEntry, 'gp_id' | 'gp_name'>[],
  preferredOrder: readonly string[] = [],
  max: number = PLATFORM_DESCRIPTION_MAX,
): string[] {
  const byProvider = new Map<string, string>();
  for (const entry of entries) {
    if (!byProvider.has(entry.gp_id) && entry.gp_name) byProvider.set(entry.gp_id, entry.gp_name);
  }
  const rank = new Map(preferredOrder.map((gpId, index) => [gpId, index]));
  const listed = [...byProvider.keys()];
  const ordered = listed
    .map((gpId, index) => ({ gpId, index, rank: rank.get(gpId) ?? rank.get(byProvider.get(gpId) as string) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ordered.slice(0, Math.max(0, max)).map(({ gpId }) => byProvider.get(gpId) as string);
}

/**
 * How each site language joins a list ("A, B, and C"): CLDR's long conjunction patterns, as
 * Intl.ListFormat writes them (the test compares every language with Node's Intl). Not
 * Intl.ListFormat itself: a page's first one costs 44-60 ms on this host's Chromium (V8 sets up
 * the ListFormat locale data once, in whatever task asks first), the longest single task of a
 * hall's load (issue 15, TBT); and the table keeps the api's page frame and the browser's hall
 * word for word alike, whatever CLDR version the visitor's browser carries.
 */
interface ListPattern {
  /** Between two names. */
  pair: string;
  /** Between the names of a longer list, but the last two. */
  middle: string;
  /** Before the last name of a longer list. */
  end: string;
}

const LIST_PATTERNS: Record<LanguageCode, ListPattern> = {
  zh_TW: { pair: '和', middle: '、', end: '和' },
  zh_CN: { pair: '和', middle: '、', end: '和' },
  en_US: { pair: ' and ', middle: ', ', end: ', and ' },
  vi_VN: { pair: ' và ', middle: ', ', end: ' và ' },
  ko_KR: { pair: ' 및 ', middle: ', ', end: ' 및 ' },
  ja_JP: { pair: '、', middle: '、', end: '、' },
  th_TH: { pair: 'และ', middle: ' ', end: ' และ' },
  hi_IN: { pair: ' और ', middle: ', ', end: ', और ' },
  my_MM: { pair: 'နှင့် ', middle: ' - ', end: 'နှင့် ' },
  ta_IN: { pair: ' மற்றும் ', middle: ', ', end: ' மற்றும் ' },
  bn_BD: { pair: ' এবং ', middle: ', ', end: ' এবং ' },
};

/** "A, B, and C" in the page's language (English's way for one the site does not know). */
export function formatNameList(names: readonly string[], language: string): string {
  const { pair, middle, end } = LIST_PATTERNS[isLanguageCode(language) ? language : 'en_US'];
  if (names.length <= 2) return names.join(pair);
  return `${names.slice(0, -1).join(middle)}${end}${names[names.length - 1]}`;
}

/** The sentence under a hall's title in each site language: `{{names}}` is the name list. */
const PLATFORMS_SENTENCE: Record<LanguageCode, string> = {
  zh_TW: '平台：{{names}}',
  zh_CN: '平台：{{names}}',
  en_US: 'Platforms: {{names}}',
  vi_VN: 'Nền tảng: {{names}}',
  ko_KR: '플랫폼: {{names}}',
  ja_JP: 'プラットフォーム：{{names}}',
  th_TH: 'แพลตฟอร์ม: {{names}}',
  hi_IN: 'प्लेटफ़ॉर्म: {{names}}',
  my_MM: 'ပလက်ဖောင်းများ- {{names}}',
  ta_IN: 'தளங்கள்: {{names}}',
  bn_BD: 'প্ল্যাটফর্ম: {{names}}',
};

/** "Platforms: A, B, and C" in the language (en_US for any other), as a hall shows it. */
export function platformDescription(names: readonly string[], language: string): string {
  const sentence = PLATFORMS_SENTENCE[isLanguageCode(language) ? language : 'en_US'];
  return sentence.replace('{{names}}', formatNameList(names, language));
}
