import { EN_US_BY_AREA } from './areas.js';
import { en_US, loadShellBundle } from './shell-namespace.js';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe('shell translations', () => {
  it('gives every top-level key to exactly one area', () => {
    const owners = Object.values(EN_US_BY_AREA).flatMap((bundle) => Object.keys(bundle));
    expect(new Set(owners).size).toBe(owners.length);
  });

  it.each(['zh_CN', 'hi_IN', 'vi_VN', 'ta_IN'])('%s has every English key, translated', async (lng) => {
    const bundle = await loadShellBundle(lng);
    expect(bundle).toBeDefined();
    expect(keysOf(bundle).sort()).toEqual(keysOf(en_US).sort());
    const english = (b: unknown, key: string) => key.split('.').reduce<any>((o, k) => o?.[k], b) as string;
    for (const key of keysOf(en_US)) {
      // Same placeholders as English.
      expect([key, placeholders(english(bundle, key))]).toEqual([key, placeholders(english(en_US, key))]);
    }
    // Not just English copied over.
    expect(english(bundle, 'remote.loadFailed')).not.toBe(english(en_US, 'remote.loadFailed'));
  });

  it('has no bundle for a language the shell does not ship, so English stands in', async () => {
    await expect(loadShellBundle('ko_KR')).resolves.toBeUndefined();
  });
});
