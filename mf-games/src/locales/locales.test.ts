// Every area of the mf-games namespace, in all 11 languages of spec 01 §3: the same keys as
// English, the same {{placeholders}}, and translated rather than copied.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@croupier/shared';
import { EN_US_BY_AREA } from '../i18n.js';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`)));

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

const read = (area: string, language: string): Tree | null => {
  const file = path.join(__dirname, area, `${language}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : null;
};

const AREAS = Object.entries(EN_US_BY_AREA) as [string, Tree][];
const OTHER_LANGUAGES = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en_US');

describe('mf-games translations', () => {
  it('gives every top-level key to exactly one area', () => {
    const owners = AREAS.flatMap(([, bundle]) => Object.keys(bundle));
    expect(owners.filter((key, i) => owners.indexOf(key) !== i)).toEqual([]);
  });

  it('covers all 11 languages', () => {
    expect(OTHER_LANGUAGES).toHaveLength(10);
  });

  describe.each(AREAS)("area '%s'", (area, english) => {
    const englishLeaves = leaves(english);

    it.each(OTHER_LANGUAGES)('%s has every English key, with the same placeholders, translated', (language) => {
      const bundle = read(area, language);
      expect([area, language, bundle === null ? 'missing file' : 'present']).toEqual([area, language, 'present']);
      const translated = new Map(leaves(bundle as Tree));
      expect([...translated.keys()].sort()).toEqual(englishLeaves.map(([k]) => k).sort());
      for (const [key, text] of englishLeaves) {
        const other = translated.get(key) ?? '';
        expect([key, placeholders(other)]).toEqual([key, placeholders(text)]);
        expect([key, other.trim().length > 0]).toEqual([key, true]);
      }
      // Not English copied over: at most a tenth of the strings may read the same (names, symbols).
      const same = englishLeaves.filter(([key, text]) => translated.get(key) === text).map(([key]) => key);
      expect(same.length).toBeLessThanOrEqual(Math.floor(englishLeaves.length / 10));
    });
  });
});
