// The mf-template namespace in all 11 languages of spec 01 §3 (the shared check).
import fs from 'node:fs';
import path from 'node:path';
import { OTHER_LANGUAGES, translationProblems, type TranslationTree } from '@croupier/shared/testing';
import en_US from './en_US.json';

const read = (language: string): TranslationTree | null => {
  const file = path.join(__dirname, `${language}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationTree) : null;
};

describe('mf-template translations', () => {
  it.each(OTHER_LANGUAGES)('%s has every English key, with the same placeholders, translated', (language) => {
    expect(translationProblems(en_US as TranslationTree, read(language))).toEqual([]);
  });
});
