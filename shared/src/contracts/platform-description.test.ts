import { formatNameList, PLATFORM_DESCRIPTION_MAX, platformDescription, platformNames } from './platform-description.js';

const provider = (n: number) => ({ gp_id: `GP${String(n).padStart(2, '0')}`, gp_name: `Provider ${n}` });

describe('platformNames', () => {
  it('lists each provider once, in the order of the list without a preference', () => {
    expect(platformNames([provider(3), provider(1), provider(3), provider(2)])).toEqual(['Provider 3', 'Provider 1', 'Provider 2']);
  });

  it('puts the preferred providers first, in the preferred order, then the rest as listed', () => {
    const entries = [provider(1), provider(2), provider(3), provider(4)];
    expect(platformNames(entries, ['GP04', 'GP99', 'GP02'])).toEqual(['Provider 4', 'Provider 2', 'Provider 1', 'Provider 3']);
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
    expect(formatNameList(['A'], 'en_US')).toBe('A');
  });
});

describe('platformDescription', () => {
  it("writes the hall's sentence in the language, English for one the site does not know", () => {
    expect(platformDescription(['A', 'B', 'C'], 'en_US')).toBe('Platforms: A, B, and C');
    expect(platformDescription(['A', 'B'], 'zh_CN')).toBe('平台：A和B');
    expect(platformDescription(['A'], 'xx_YY')).toBe('Platforms: A');
  });
});
