// The money and referral pages' strings ('cashier', 'bank', 'records', 'recommend' of the
// mf-member-center namespace) in all 11 languages of spec 01 §3, with every message key the
// shared cashier and bank-account schemas can give.
import fs from 'node:fs';
import path from 'node:path';
import { OTHER_LANGUAGES, translationLeaves, translationProblems, type TranslationTree } from '@croupier/shared/testing';

const AREAS = ['cashier', 'bank', 'records', 'recommend'] as const;
const LOCALES = path.join(__dirname, '..', 'locales');

const mine = (language: string): TranslationTree | null => {
  const file = path.join(LOCALES, `${language}.json`);
  if (!fs.existsSync(file)) return null;
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationTree;
  return Object.fromEntries(AREAS.filter((a) => a in all).map((a) => [a, all[a] as TranslationTree]));
};

const english = mine('en_US') as TranslationTree;

describe('money and referral translations', () => {
  it.each(OTHER_LANGUAGES)('%s has every English key, with the same placeholders, translated', (language) => {
    expect(translationProblems(english, mine(language))).toEqual([]);
  });

  it("has every 'cashier.*' and 'bank.*' key the shared schemas use", () => {
    const schemas = fs.readFileSync(path.join(__dirname, '../../../shared/src/contracts/validation/member.ts'), 'utf8');
    const used = [...new Set(schemas.match(/'(?:cashier|bank)\.[a-z_]+'/g) ?? [])].map((k) => k.slice(1, -1));
    expect(used.length).toBeGreaterThan(5);
    const keys = new Set(translationLeaves(english).map(([key]) => key));
    expect(used.filter((key) => !keys.has(key))).toEqual([]);
  });
});
