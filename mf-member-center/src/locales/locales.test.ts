// The mf-member-center namespace in all 11 languages of spec 01 §3 (the shared check), with every
// message key the shared cashier, bank-account and responsible-gaming schemas can give (the api sends them back in a
// MemberFieldError, the form shows them).
import fs from 'node:fs';
import path from 'node:path';
import {
  OTHER_LANGUAGES,
  translationLeaves,
  translationProblems,
  type TranslationTree,
} from '@croupier/shared/testing';
import en_US from './en_US.json';

const read = (language: string): TranslationTree | null => {
  const file = path.join(__dirname, `${language}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationTree) : null;
};

describe('mf-member-center translations', () => {
  it.each(OTHER_LANGUAGES)('%s has every English key, with the same placeholders, translated', (language) => {
    expect(translationProblems(en_US as TranslationTree, read(language))).toEqual([]);
  });

  it("has every 'cashier.*' and 'bank.*' key the shared schemas use", () => {
    const schemas = fs.readFileSync(path.join(__dirname, '../../../shared/src/contracts/validation/member.ts'), 'utf8');
    const used = [...new Set(schemas.match(/'(?:cashier|bank)\.[a-z_]+'/g) ?? [])].map((k) => k.slice(1, -1));
    expect(used.length).toBeGreaterThan(5);
    const keys = new Set(translationLeaves(en_US as TranslationTree).map(([key]) => key));
    expect(used.filter((key) => !keys.has(key))).toEqual([]);
  });

  it("has every 'rg.*' key the shared responsible-gaming schemas use", () => {
    const schemas = fs.readFileSync(
      path.join(__dirname, '../../../shared/src/contracts/validation/responsible-gaming.ts'),
      'utf8',
    );
    const used = [...new Set(schemas.match(/'rg\.[a-z_]+'/g) ?? [])].map((k) => k.slice(1, -1));
    expect(used.length).toBeGreaterThan(3);
    const keys = new Set(translationLeaves(en_US as TranslationTree).map(([key]) => key));
    expect(used.filter((key) => !keys.has(key))).toEqual([]);
  });
});
