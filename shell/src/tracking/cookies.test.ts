import { AD_TRACKING_COOKIE_MAX_AGE_S } from '@croupier/shared';
import { documentCookies, ensureFbCookies, type CookieJar } from './cookies.js';

function memoryJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: [string, string, number][] = [];
  const jar: CookieJar = {
    get: (name) => values.get(name) ?? null,
    set: (name, value, maxAge) => {
      values.set(name, value);
      writes.push([name, value, maxAge]);
    },
  };
  return { jar, writes };
}

describe('ensureFbCookies', () => {
  it('creates _fbp on the first visit (fb.1.<ms>.<10 random digits>) for 90 days', () => {
    const { jar, writes } = memoryJar();
    const ids = ensureFbCookies(jar, '', 1_700_000_000_000, () => 0.5);
    expect(ids).toEqual({ fbp: 'fb.1.1700000000000.5500000000', fbc: null });
    expect(writes).toEqual([['_fbp', 'fb.1.1700000000000.5500000000', 7_776_000]]);
    expect(AD_TRACKING_COOKIE_MAX_AGE_S).toBe(7_776_000);
  });

  it('keeps an existing _fbp', () => {
    const { jar, writes } = memoryJar({ _fbp: 'fb.1.1.1111111111' });
    expect(ensureFbCookies(jar, '?x=1', 5).fbp).toBe('fb.1.1.1111111111');
    expect(writes).toEqual([]);
  });

  it('stores the fbclid of an ad click as _fbc, once per click', () => {
    const { jar, writes } = memoryJar({ _fbp: 'fb.1.1.1111111111' });
    expect(ensureFbCookies(jar, '?fbclid=IwAR0abc&lang=vi', 1000).fbc).toBe('fb.1.1000.IwAR0abc');
    expect(ensureFbCookies(jar, '?fbclid=IwAR0abc', 2000).fbc).toBe('fb.1.1000.IwAR0abc');
    expect(ensureFbCookies(jar, '?fbclid=IwAR0new', 3000).fbc).toBe('fb.1.3000.IwAR0new');
    expect(ensureFbCookies(jar, '', 4000).fbc).toBe('fb.1.3000.IwAR0new');
    expect(writes.map(([name, value]) => `${name}=${value}`)).toEqual(['_fbc=fb.1.1000.IwAR0abc', '_fbc=fb.1.3000.IwAR0new']);
  });
});

describe('documentCookies', () => {
  afterEach(() => {
    document.cookie = '_fbp=; Max-Age=0; Path=/';
  });

  it('writes a lax, site-wide cookie with a max-age, and reads it back', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    const jar = documentCookies(document);
    jar.set('_fbp', 'fb.1.5.1234567890', AD_TRACKING_COOKIE_MAX_AGE_S);
    expect(set).toHaveBeenCalledWith('_fbp=fb.1.5.1234567890; Max-Age=7776000; Path=/; SameSite=Lax');
    expect(jar.get('_fbp')).toBe('fb.1.5.1234567890');
    expect(jar.get('_fbc')).toBeNull();
    set.mockRestore();
  });

  it('adds Secure on an https page', () => {
    const writes: string[] = [];
    const doc = { location: { protocol: 'https:' }, set cookie(v: string) { writes.push(v); }, get cookie() { return ''; } } as unknown as Document;
    documentCookies(doc).set('_fbc', 'fb.1.5.abc', AD_TRACKING_COOKIE_MAX_AGE_S);
    expect(writes).toEqual(['_fbc=fb.1.5.abc; Max-Age=7776000; Path=/; SameSite=Lax; Secure']);
  });
});
