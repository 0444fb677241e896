// The agent centre's downline, report and settlement words (key groups records, downline, report,
// settlement) in all 11 languages of spec 01 §3, with every 'report.*' key the shared report-range
// schema can give (the api sends it back in the refusal's data, the page shows it).
import fs from 'node:fs';
import path from 'node:path';
import {
  OTHER_LANGUAGES,
  translationLeaves,
  translationProblems,
  type TranslationTree,
} from '@croupier/shared/testing';
import en_US from './en_US.json';

const GROUPS = ['records', 'downline', 'report', 'settlement'] as const;
const pick = (tree: TranslationTree): TranslationTree =>
  Object.fromEntries(GROUPS.map((g) => [g, tree[g] ?? {}])) as TranslationTree;

const read = (language: string): TranslationTree | null => {
  const file = path.join(__dirname, `${language}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationTree) : null;
};

describe('mf-proxy agent-centre translations', () => {
  it.each(OTHER_LANGUAGES)(
    '%s has every English key of the reports, with the same placeholders, translated',
    (language) => {
      const translated = read(language);
      expect(translated).not.toBeNull();
      expect(translationProblems(pick(en_US as TranslationTree), pick(translated!))).toEqual([]);
    },
  );

  it("has every 'report.*' key the shared report-range schema uses", () => {
    const schemas = fs.readFileSync(path.join(__dirname, '../../../shared/src/contracts/validation/agent.ts'), 'utf8');
    const used = [...new Set(schemas.match(/'report\.[a-z_]+'/g) ?? [])].map((k) => k.slice(1, -1));
    expect(used.length).toBeGreaterThan(1);
    const keys = new Set(translationLeaves(en_US as TranslationTree).map(([key]) => key));
    expect(used.filter((key) => !keys.has(key))).toEqual([]);
  });
});
