// One check of a namespace's translations, for the shell's and every remote's locale test:
// every language has exactly the English keys, the same {{placeholders}}, no empty string, and
// is a translation — a string equal to its English passes only when its Latin words are names
// or universal abbreviations (SAME_IN_EVERY_LANGUAGE, plus the caller's own).
import { LANGUAGES } from '../contracts/languages.js';

export type TranslationTree = { [key: string]: string | TranslationTree };

export const SAME_IN_EVERY_LANGUAGE = [
  'OK',
  'ID',
  'VIP',
  'FAQ',
  'SMS',
  'OTP',
  'PIN',
  'APP',
  'App',
  'USDT',
  'QQ',
  'WeChat',
  'WhatsApp',
  'Telegram',
  'Skype',
  'Facebook',
  'Zalo',
  'Line',
  'Email',
  'E-mail',
  'iOS',
  'Android',
  'URL',
  'Croupier',
] as const;

export const OTHER_LANGUAGES: readonly string[] = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en_US');

export const translationLeaves = (tree: TranslationTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : translationLeaves(v, `${prefix}${k}.`),
  );

const placeholders = (text: string) =>
  (text.match(/{{\s*[\w.]+\s*}}/g) ?? [])
    .map((p) => p.replace(/\s/g, ''))
    .sort()
    .join();
/** Latin words of a string once its placeholders are removed. */
const latinWords = (text: string) => text.replace(/{{[^}]*}}/g, ' ').match(/[A-Za-z][A-Za-z-]*/g) ?? [];

/** Top-level keys claimed by more than one area (each key belongs to one area). */
export function sharedTopLevelKeys(englishByArea: Record<string, TranslationTree>): string[] {
  const owners = Object.values(englishByArea).flatMap((bundle) => Object.keys(bundle));
  return owners.filter((key, i) => owners.indexOf(key) !== i);
}

/** What is wrong with `translated` (null: no file) against `english`; [] when nothing is. */
export function translationProblems(
  english: TranslationTree,
  translated: TranslationTree | null,
  keep: readonly string[] = [],
): string[] {
  if (translated === null) return ['missing file'];
  const kept = new Set([...SAME_IN_EVERY_LANGUAGE, ...keep].map((w) => w.toLowerCase()));
  const englishLeaves = translationLeaves(english);
  const other = new Map(translationLeaves(translated));
  const problems: string[] = [];
  for (const key of other.keys()) if (!englishLeaves.some(([k]) => k === key)) problems.push(`${key}: not in English`);
  for (const [key, text] of englishLeaves) {
    const value = other.get(key);
    if (value === undefined) {
      problems.push(`${key}: missing`);
      continue;
    }
    if (value.trim() === '') problems.push(`${key}: empty`);
    if (placeholders(value) !== placeholders(text))
      problems.push(`${key}: placeholders ${placeholders(value)} vs ${placeholders(text)}`);
    if (value === text && latinWords(value).some((w) => !kept.has(w.toLowerCase())))
      problems.push(`${key}: English copied ('${text}')`);
  }
  return problems;
}
