// The mf-proxy namespace in all 11 languages of spec 01 §3 (the shared check), with every message
// key the shared agent schemas can give (the api sends them back in a MemberFieldError, the form
// shows them).
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

describe('mf-proxy translations', () => {
  it.each(OTHER_LANGUAGES)('%s has every English key, with the same placeholders, translated', (language) => {
    expect(translationProblems(en_US as TranslationTree, read(language))).toEqual([]);
  });

  it("has every 'apply.*' and 'transfer.*' key the shared agent schemas use, and withdraw_password.err_format", () => {
    const schemas = ['agent.ts', 'member.ts']
      .map((f) => fs.readFileSync(path.join(__dirname, '../../../shared/src/contracts/validation', f), 'utf8'))
      .join('\n');
    const used = [...new Set(schemas.match(/'(?:apply|transfer)\.[a-z_]+'/g) ?? [])].map((k) => k.slice(1, -1));
    const fromAmount = ['err_amount_required', 'err_amount_format', 'err_amount_range', 'err_amount_balance'].map(
      (k) => `transfer.${k}`,
    );
    const wanted = [...used, ...fromAmount, 'withdraw_password.err_format'];
    expect(used.length).toBeGreaterThan(5);
    const keys = new Set(translationLeaves(en_US as TranslationTree).map(([key]) => key));
    expect(wanted.filter((key) => !keys.has(key))).toEqual([]);
  });
});
