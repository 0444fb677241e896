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

/** One formatter per language: a phone's first Intl.ListFormat costs ~15 ms, and the hall renders often. */
const listFormats = new Map<string, Intl.ListFormat | null>();

function listFormat(language: string): Intl.ListFormat | null {
  let format = listFormats.get(language);
  if (format === undefined) {
    try {
      format = new Intl.ListFormat(language.replace('_', '-'), { style: 'long', type: 'conjunction' });
    } catch {
      format = null;
    }
    listFormats.set(language, format);
  }
  return format;
}

/** "A, B, and C" in the page's language (Intl), or a comma list where Intl cannot. */
export function formatNameList(names: readonly string[], language: string): string {
  return listFormat(language)?.format(names) ?? names.join(', ');
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
