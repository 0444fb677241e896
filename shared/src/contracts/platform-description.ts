// The platform description of a hall (spec 02 §9): the names of the type's providers, the
// brand's preferred ones first (settings.PLATFORM_ORDER: gp_ids, or names as shown), then the
// rest as listed, each once, at most PLATFORM_DESCRIPTION_MAX. Deprecated: one remote writes it
// (mf-games: its hall page and that page's first paint); it moves into that remote with 8.0.0.
import type { GameEntry } from './games.js';
import { isLanguageCode, type LanguageCode } from './languages.js';

/** @deprecated Spec 02 §9: at most this many provider names in a hall's platform description. Moves into mf-games with 8.0.0. */
export const PLATFORM_DESCRIPTION_MAX = 15;

/** @deprecated The hall's provider names for its platform description. Moves into mf-games with 8.0.0. */
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
    .map((gpId, index) => ({
      gpId,
      index,
      rank: rank.get(gpId) ?? rank.get(byProvider.get(gpId) as string) ?? Number.POSITIVE_INFINITY,
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ordered.slice(0, Math.max(0, max)).map(({ gpId }) => byProvider.get(gpId) as string);
}

/**
 * A hall's words in each site language: the sentence before the names ("Platforms: "), then how
 * it joins them ("A, B, and C"): between two names, between the names of a longer list but the
 * last two (", " unless given), before its last name (as between two unless given). The joins are
 * CLDR's long conjunction patterns, as Intl.ListFormat writes them (the test compares every
 * language with Node's Intl). Not Intl.ListFormat itself: a page's first one costs 44-60 ms on
 * this host's Chromium (V8 sets up the ListFormat locale data once, in whatever task asks first),
 * the longest single task of a hall's load (Total Blocking Time); and the table keeps the api's page
 * frame and the browser's hall word for word alike, whatever CLDR version the browser carries.
 */
type HallWords = readonly [sentence: string, pair: string, middle?: string, end?: string];

const HALL_WORDS: Record<LanguageCode, HallWords> = {
  zh_TW: ['平台：', '和', '、'],
  zh_CN: ['平台：', '和', '、'],
  en_US: ['Platforms: ', ' and ', ', ', ', and '],
  vi_VN: ['Nền tảng: ', ' và '],
  ko_KR: ['플랫폼: ', ' 및 '],
  ja_JP: ['プラットフォーム：', '、', '、'],
  th_TH: ['แพลตฟอร์ม: ', 'และ', ' ', ' และ'],
  hi_IN: ['प्लेटफ़ॉर्म: ', ' और ', ', ', ', और '],
  my_MM: ['ပလက်ဖောင်းများ- ', 'နှင့် ', ' - '],
  ta_IN: ['தளங்கள்: ', ' மற்றும் '],
  bn_BD: ['প্ল্যাটফর্ম: ', ' এবং '],
};

/** The language's words; English's for a language the site does not know. */
const hallWords = (language: string): HallWords => HALL_WORDS[isLanguageCode(language) ? language : 'en_US'];

/** "A, B, and C" in the page's language. */
export function formatNameList(names: readonly string[], language: string): string {
  const [, pair, middle = ', ', end = pair] = hallWords(language);
  if (names.length <= 2) return names.join(pair);
  return `${names.slice(0, -1).join(middle)}${end}${names[names.length - 1]}`;
}

/** @deprecated A hall's platform description in a language. Moves into mf-games with 8.0.0. */
export function platformDescription(names: readonly string[], language: string): string {
  return hallWords(language)[0] + formatNameList(names, language);
}
