import { readCookie, readJsonCookie, removeCookie, writeCookie, writeJsonCookie } from './cookies.js';

afterEach(() => {
  for (const part of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${part.split('=')[0]}=; Max-Age=0; Path=/`;
  }
});

describe('cookies', () => {
  it('writes a value that reads back, encoded where it must be', () => {
    writeCookie('greeting', 'hello; world=1 ✓', { maxAgeS: 60 });
    expect(readCookie('greeting')).toBe('hello; world=1 ✓');
    expect(document.cookie).not.toContain('hello; world');
  });

  it('reads a malformed cookie as absent instead of throwing, and a good value replaces it', () => {
    document.cookie = 'i18n_redirected=%E0%A4%A; Path=/';
    document.cookie = 'other=fine; Path=/';
    expect(() => readCookie('i18n_redirected')).not.toThrow();
    expect(readCookie('i18n_redirected')).toBeUndefined();
    expect(readCookie('other')).toBe('fine');

    writeCookie('i18n_redirected', 'hi_IN', { maxAgeS: 60 });
    expect(readCookie('i18n_redirected')).toBe('hi_IN');
  });

  it('writes no Secure attribute on an http page, where the browser would drop the cookie (https: cookies-https.test.ts)', () => {
    const written = jest.spyOn(Document.prototype, 'cookie', 'set');
    writeCookie('ccy', 'INR');
    expect(written.mock.calls[0]![0]).not.toMatch(/secure/i);
    expect(readCookie('ccy')).toBe('INR');
    written.mockRestore();
  });

  it('removes a cookie, and a zero lifetime removes it too', () => {
    writeCookie('a', '1');
    writeCookie('b', '2');
    removeCookie('a');
    writeCookie('b', '3', { maxAgeS: 0 });
    expect(readCookie('a')).toBeUndefined();
    expect(readCookie('b')).toBeUndefined();
  });

  it('keeps JSON, and reads a cookie of the wrong shape or not JSON at all as absent', () => {
    const parse = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: string }) : undefined);
    writeJsonCookie('link', { id: 'A1' }, { maxAgeS: 60 });
    expect(readJsonCookie('link', parse)).toEqual({ id: 'A1' });

    writeJsonCookie('link', [1, 2]);
    expect(readJsonCookie('link', parse)).toBeUndefined();
    document.cookie = 'link={not json; Path=/';
    expect(readJsonCookie('link', parse)).toBeUndefined();
  });
});
