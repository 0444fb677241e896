// Every string of the shell in all 11 languages: for EVERY area registered in
// areas.ts, each language's file has exactly the English keys, the same {{placeholders}},
// and is a translation, not the English copied over.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  OTHER_LANGUAGES,
  sharedTopLevelKeys,
  translationLeaves,
  translationProblems,
  type TranslationTree,
} from '@croupier/shared/testing';
import { EN_US_BY_AREA } from './areas.js';
import { en_US, loadShellBundle } from './shell-namespace.js';

const LOCALES_DIR = join(__dirname, 'locales');
const AREAS = Object.keys(EN_US_BY_AREA);

const readArea = (area: string, language: string): TranslationTree | null => {
  const file = join(LOCALES_DIR, area, `${language}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TranslationTree) : null;
};

describe('shell translations', () => {
  it('registers every locale folder as an area, and gives every top-level key to exactly one area', () => {
    const folders = readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.filter((f) => existsSync(join(LOCALES_DIR, f, 'en_US.json'))).sort()).toEqual([...AREAS].sort());
    expect(sharedTopLevelKeys(EN_US_BY_AREA)).toEqual([]);
  });

  describe.each(AREAS)('area %s', (area) => {
    const english = EN_US_BY_AREA[area as keyof typeof EN_US_BY_AREA] as TranslationTree;

    it('has a non-empty English string for every key', () => {
      const leaves = translationLeaves(english);
      expect(leaves.length).toBeGreaterThan(0);
      expect(leaves.filter(([, text]) => text.trim() === '').map(([k]) => k)).toEqual([]);
    });

    it.each(OTHER_LANGUAGES)('%s: every key, the same placeholders, translated', (language) => {
      expect(translationProblems(english, readArea(area, language))).toEqual([]);
    });
  });
});

describe('shell bundles at run time', () => {
  it.each(OTHER_LANGUAGES)('%s loads on demand with every English key', async (language) => {
    const bundle = (await loadShellBundle(language)) as TranslationTree | undefined;
    expect(bundle).toBeDefined();
    expect(
      translationLeaves(bundle as TranslationTree)
        .map(([k]) => k)
        .sort(),
    ).toEqual(
      translationLeaves(en_US as TranslationTree)
        .map(([k]) => k)
        .sort(),
    );
  });

  it('has no bundle for a language that is not an interface language, so English stands in', async () => {
    await expect(loadShellBundle('xx_XX')).resolves.toBeUndefined();
  });
});
