import { MAX_RELEASE_OVERRIDES, RELEASE_BUCKETS } from '@croupier/shared';
import { clearStorageAfterEach } from '../test/setup.js';
import { clearOverrides, releaseOverrides } from './release-overrides.js';
import { BUCKET_KEY, OVERRIDES_KEY, releaseBucket, settleOverrides } from './release-visitor.js';

clearStorageAfterEach();
afterEach(() => window.history.replaceState(null, '', '/'));

describe('releaseBucket', () => {
  it('draws a bucket once and gives the same one on every later load', () => {
    const first = releaseBucket(window.localStorage);
    expect(Number.isInteger(first)).toBe(true);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(RELEASE_BUCKETS);
    for (let i = 0; i < 5; i++) expect(releaseBucket(window.localStorage)).toBe(first);
  });

  it.each(['100', '-1', '4.5', 'x', ''])('draws a new bucket over a kept value of %p', (kept) => {
    window.localStorage.setItem(BUCKET_KEY, kept);
    const bucket = releaseBucket(window.localStorage);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(RELEASE_BUCKETS);
    expect(window.localStorage.getItem(BUCKET_KEY)).toBe(String(bucket));
  });

  it('gives a bucket for the load when there is no storage', () => {
    expect(releaseBucket(null)).toBeLessThan(RELEASE_BUCKETS);
  });
});

describe('releaseOverrides', () => {
  it("keeps the link's token and takes it off the address", () => {
    window.history.replaceState(null, '', '/gameHall?tab=2&cr_release=abc.def#top');
    expect(releaseOverrides(window.localStorage)).toEqual(['abc.def']);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/gameHall?tab=2#top');
    // The next load of the browser, from an address without it, still has it.
    expect(releaseOverrides(window.localStorage)).toEqual(['abc.def']);
  });

  it('adds a second link to the first, once, and keeps the newest few', () => {
    window.history.replaceState(null, '', '/?cr_release=one.1');
    releaseOverrides(window.localStorage);
    window.history.replaceState(null, '', '/?cr_release=two.2&cr_release=one.1');
    expect(releaseOverrides(window.localStorage)).toEqual(['two.2', 'one.1']);
    const many = Array.from({ length: MAX_RELEASE_OVERRIDES + 3 }, (_, i) => `cr_release=t.${i}`).join('&');
    window.history.replaceState(null, '', `/?${many}`);
    const kept = releaseOverrides(window.localStorage);
    expect(kept).toHaveLength(MAX_RELEASE_OVERRIDES);
    expect(kept.at(-1)).toBe(`t.${MAX_RELEASE_OVERRIDES + 2}`);
  });

  it('ignores what is no token: empty, too long, or a kept value that is not a list', () => {
    window.localStorage.setItem(OVERRIDES_KEY, '{"not":"a list"}');
    window.history.replaceState(null, '', `/?cr_release=&cr_release=${'x'.repeat(2000)}`);
    expect(releaseOverrides(window.localStorage)).toEqual([]);
    window.localStorage.setItem(OVERRIDES_KEY, 'not json');
    expect(releaseOverrides(window.localStorage)).toEqual([]);
  });
});

describe('settleOverrides', () => {
  const honoured = {
    modules: [
      {
        name: 'mf-games',
        manifest_url: 'u',
        enabled: true,
        release: { version: '1.0.0+a', channel: 'override' as const },
      },
    ],
  };
  const ignored = {
    modules: [
      {
        name: 'mf-games',
        manifest_url: 'u',
        enabled: true,
        release: { version: '1.0.0+b', channel: 'stable' as const },
      },
    ],
  };

  it('keeps the tokens while the api honours one and forgets them once it honours none', async () => {
    window.localStorage.setItem(OVERRIDES_KEY, JSON.stringify(['a.b']));
    await settleOverrides(honoured, ['a.b']);
    expect(releaseOverrides(window.localStorage)).toEqual(['a.b']);
    await settleOverrides(ignored, ['a.b']);
    expect(releaseOverrides(window.localStorage)).toEqual([]);
  });

  it('clears them on request', () => {
    window.localStorage.setItem(OVERRIDES_KEY, JSON.stringify(['a.b']));
    clearOverrides(window.localStorage);
    expect(window.localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });
});
