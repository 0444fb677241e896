import { LANGUAGES } from '@croupier/shared';
import {
  formatNameList,
  PLATFORM_DESCRIPTION_MAX,
  platformDescription,
  platformNames,
} from './platform-description.js';

const provider = (n: number) => ({ gp_id: `GP${String(n).padStart(2, '0')}`, gp_name: `Provider ${n}` });

describe('platformNames', () => {
  it('lists each provider once, in the order of the list without a preference', () => {
    expect(platformNames([provider(3), provider(1), provider(3), provider(2)])).toEqual([
      'Provider 3',
      'Provider 1',
      'Provider 2',
    ]);
  });

  it('puts the preferred providers first, in the preferred order, then the rest as listed', () => {
    const entries = [provider(1), provider(2), provider(3), provider(4)];
    expect(platformNames(entries, ['GP04', 'GP99', 'GP02'])).toEqual([
      'Provider 4',
      'Provider 2',
      'Provider 1',
      'Provider 3',
    ]);
    expect(platformNames(entries, ['Provider 3'])).toEqual(['Provider 3', 'Provider 1', 'Provider 2', 'Provider 4']);
  });

  it(`keeps at most ${PLATFORM_DESCRIPTION_MAX} names`, () => {
    const entries = Array.from({ length: 40 }, (_, i) => provider(i + 1));
    const names = platformNames(entries, ['GP40', 'GP39']);
    expect(names).toHaveLength(PLATFORM_DESCRIPTION_MAX);
    expect(names.slice(0, 3)).toEqual(['Provider 40', 'Provider 39', 'Provider 1']);
  });
});

describe('formatNameList', () => {
  it("joins the names the language's way", () => {
    expect(formatNameList(['A', 'B', 'C'], 'en_US')).toBe('A, B, and C');
    expect(formatNameList(['A', 'B', 'C'], 'zh_CN')).toBe('A、B和C');
    expect(formatNameList(['A'], 'en_US')).toBe('A');
    expect(formatNameList([], 'en_US')).toBe('');
  });

  // The table is CLDR's long conjunction patterns: Node's Intl writes the same, in every site
  // language and for every list length a hall shows (a newer CLDR that changes one fails here).
  it.each(LANGUAGES.map((l) => l.code))('writes what Intl.ListFormat writes in %s', (code) => {
    const intl = new Intl.ListFormat(code.replace('_', '-'), { style: 'long', type: 'conjunction' });
    for (let n = 1; n <= PLATFORM_DESCRIPTION_MAX; n += 1) {
      const names = Array.from({ length: n }, (_, i) => `Provider ${i + 1}`);
      expect(formatNameList(names, code)).toBe(intl.format(names));
    }
  });

  it("writes English's way for a language the site does not know", () => {
    expect(formatNameList(['A', 'B'], 'xx_YY')).toBe('A and B');
  });
});

describe('platformDescription', () => {
  it("writes the hall's sentence in the language, English for one the site does not know", () => {
    expect(platformDescription(['A', 'B', 'C'], 'en_US')).toBe('Platforms: A, B, and C');
    expect(platformDescription(['A', 'B'], 'zh_CN')).toBe('平台：A和B');
    expect(platformDescription(['A'], 'xx_YY')).toBe('Platforms: A');
  });
});
