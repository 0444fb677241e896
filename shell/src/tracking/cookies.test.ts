import { clearCookies, recordCookieWrites } from '../test/cookie-writes.js';
import { AD_TRACKING_COOKIE_MAX_AGE_S, ensureFbCookies, readFbIds } from './cookies.js';

const written = (writes: ReturnType<typeof recordCookieWrites>) => writes.map(({ name, value }) => `${name}=${value}`);

describe('ensureFbCookies', () => {
  const writes = recordCookieWrites();
  afterEach(clearCookies);

  it('creates _fbp on the first visit (fb.1.<ms>.<10 random digits>) for 90 days, path /, SameSite=Lax', () => {
    const ids = ensureFbCookies('', 1_700_000_000_000, () => 0.5);
    expect(ids).toEqual({ fbp: 'fb.1.1700000000000.5500000000', fbc: null });
    expect(writes).toEqual([
      {
        name: '_fbp',
        value: 'fb.1.1700000000000.5500000000',
        attributes: { path: '/', samesite: 'Lax', 'max-age': '7776000' },
      },
    ]);
    expect(AD_TRACKING_COOKIE_MAX_AGE_S).toBe(7_776_000);
    expect(readFbIds()).toEqual(ids);
  });

  it('keeps an existing _fbp', () => {
    document.cookie = '_fbp=fb.1.1.1111111111; Path=/';
    writes.length = 0;
    expect(ensureFbCookies('?x=1', 5).fbp).toBe('fb.1.1.1111111111');
    expect(writes).toEqual([]);
  });

  it('stores the fbclid of an ad click as _fbc, once per click', () => {
    document.cookie = '_fbp=fb.1.1.1111111111; Path=/';
    writes.length = 0;
    expect(ensureFbCookies('?fbclid=IwAR0abc&lang=vi', 1000).fbc).toBe('fb.1.1000.IwAR0abc');
    expect(ensureFbCookies('?fbclid=IwAR0abc', 2000).fbc).toBe('fb.1.1000.IwAR0abc');
    expect(ensureFbCookies('?fbclid=IwAR0new', 3000).fbc).toBe('fb.1.3000.IwAR0new');
    expect(ensureFbCookies('', 4000).fbc).toBe('fb.1.3000.IwAR0new');
    expect(written(writes)).toEqual(['_fbc=fb.1.1000.IwAR0abc', '_fbc=fb.1.3000.IwAR0new']);
  });

  it('reads a malformed id as absent and makes a good one over it, never throwing', () => {
    document.cookie = '_fbp=%E0%A4%A; Path=/';
    document.cookie = '_fbc=fb.1.1.%E0%A4; Path=/';
    writes.length = 0;
    expect(readFbIds()).toEqual({ fbp: null, fbc: null });
    expect(ensureFbCookies('?fbclid=IwAR9', 1000, () => 0)).toEqual({
      fbp: 'fb.1.1000.1000000000',
      fbc: 'fb.1.1000.IwAR9',
    });
    expect(written(writes)).toEqual(['_fbp=fb.1.1000.1000000000', '_fbc=fb.1.1000.IwAR9']);
    expect(readFbIds()).toEqual({ fbp: 'fb.1.1000.1000000000', fbc: 'fb.1.1000.IwAR9' });
  });
});
