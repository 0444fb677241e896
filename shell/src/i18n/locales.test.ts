import en_US from './locales/en_US.json';
import { loadShellBundle } from './shell-namespace.js';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe('shell translations', () => {
  it.each(['zh_CN', 'hi_IN', 'vi_VN', 'ta_IN'])('%s has every English key, translated', async (lng) => {
    const bundle = await loadShellBundle(lng);
    expect(bundle).toBeDefined();
    expect(keysOf(bundle).sort()).toEqual(keysOf(en_US).sort());
    // Same placeholders as English, and not just English copied over.
    expect(bundle!.notFound.message).toContain('{{path}}');
    expect(bundle!.remote.loadFailed).not.toBe(en_US.remote.loadFailed);
  });

  it('has no bundle for a language the shell does not ship, so English stands in', async () => {
    await expect(loadShellBundle('ko_KR')).resolves.toBeUndefined();
  });
});
