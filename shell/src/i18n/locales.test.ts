// Every string of the shell in all 11 languages (issue 3): for EVERY area registered in
// areas.ts, each language's file has exactly the English keys, the same {{placeholders}},
// and is a translation, not the English copied over.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@croupier/shared';
import { EN_US_BY_AREA } from './areas.js';
import { en_US, loadShellBundle } from './shell-namespace.js';

type Tree = { [key: string]: string | Tree };

const LOCALES_DIR = join(__dirname, 'locales');
const OTHER_LANGUAGES = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en_US');
const AREAS = Object.keys(EN_US_BY_AREA);

/**
 * Words a translation may keep as in English (names and universal abbreviations). A string
 * identical to its English is accepted only when all its Latin words are in this list, so
 * '© {{year}} {{site}}' or 'WhatsApp' pass and 'Log in' does not.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(
  ['OK', 'ID', 'VIP', 'FAQ', 'SMS', 'OTP', 'PIN', 'APP', 'App', 'USDT', 'QQ', 'WeChat', 'WhatsApp', 'Telegram',
    'Skype', 'Facebook', 'Zalo', 'Line', 'Email', 'E-mail', 'iOS', 'Android', 'URL', 'Croupier'].map((w) => w.toLowerCase()),
);

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));

const placeholders = (text: string) => (text.match(/{{\s*[\w.]+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

/** Latin words of a string once its placeholders are removed. */
const latinWords = (text: string) => text.replace(/{{[^}]*}}/g, ' ').match(/[A-Za-z][A-Za-z-]*/g) ?? [];

const readArea = (area: string, language: string): Tree =>
  JSON.parse(readFileSync(join(LOCALES_DIR, area, `${language}.json`), 'utf8')) as Tree;

describe('shell translations', () => {
  it('registers every locale folder as an area, and gives every top-level key to exactly one area', () => {
    const folders = readdirSync(LOCALES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(folders.filter((f) => existsSync(join(LOCALES_DIR, f, 'en_US.json'))).sort()).toEqual([...AREAS].sort());
    const owners = Object.values(EN_US_BY_AREA).flatMap((bundle) => Object.keys(bundle));
    expect(owners.filter((key, i) => owners.indexOf(key) !== i)).toEqual([]);
  });

  describe.each(AREAS)('area %s', (area) => {
    const english = leaves(EN_US_BY_AREA[area as keyof typeof EN_US_BY_AREA] as Tree);

    it('has a non-empty English string for every key', () => {
      expect(english.length).toBeGreaterThan(0);
      expect(english.filter(([, text]) => text.trim() === '').map(([k]) => k)).toEqual([]);
    });

    it.each(OTHER_LANGUAGES)('%s: every key, the same placeholders, translated', (language) => {
      const file = join(LOCALES_DIR, area, `${language}.json`);
      expect([file, existsSync(file)]).toEqual([file, true]);
      const translated = new Map(leaves(readArea(area, language)));

      expect([...translated.keys()].sort()).toEqual(english.map(([k]) => k).sort());
      const problems: string[] = [];
      for (const [key, text] of english) {
        const other = translated.get(key) ?? '';
        if (other.trim() === '') problems.push(`${key}: empty`);
        if (placeholders(other).join() !== placeholders(text).join()) problems.push(`${key}: placeholders ${placeholders(other)} vs ${placeholders(text)}`);
        const kept = latinWords(other).filter((w) => !SAME_IN_EVERY_LANGUAGE.has(w.toLowerCase()));
        if (other === text && kept.length > 0) problems.push(`${key}: English copied ('${text}')`);
      }
      expect(problems).toEqual([]);
    });
  });
});

describe('shell bundles at run time', () => {
  it.each(OTHER_LANGUAGES)('%s loads on demand with every English key', async (language) => {
    const bundle = (await loadShellBundle(language)) as Tree | undefined;
    expect(bundle).toBeDefined();
    expect(leaves(bundle as Tree).map(([k]) => k).sort()).toEqual(leaves(en_US as Tree).map(([k]) => k).sort());
  });

  it('has no bundle for a language that is not an interface language, so English stands in', async () => {
    await expect(loadShellBundle('xx_XX')).resolves.toBeUndefined();
  });
});
