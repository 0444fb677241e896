// Every area of the mf-games namespace, in all 11 languages of spec 01 §3 (the shared check).
import fs from 'node:fs';
import path from 'node:path';
import {
  OTHER_LANGUAGES,
  sharedTopLevelKeys,
  translationProblems,
  type TranslationTree,
} from '@croupier/shared/testing';
import { EN_US_BY_AREA } from '../i18n.js';

const read = (area: string, language: string): TranslationTree | null => {
  const file = path.join(__dirname, area, `${language}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationTree) : null;
};

describe('mf-games translations', () => {
  it('gives every top-level key to exactly one area', () => {
    expect(sharedTopLevelKeys(EN_US_BY_AREA)).toEqual([]);
  });

  describe.each(Object.entries(EN_US_BY_AREA) as [string, TranslationTree][])("area '%s'", (area, english) => {
    it.each(OTHER_LANGUAGES)('%s has every English key, with the same placeholders, translated', (language) => {
      expect(translationProblems(english, read(area, language))).toEqual([]);
    });
  });
});
