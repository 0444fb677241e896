import { clearCookies, recordCookieWrites } from '../test/cookie-writes.js';
import { clearFlagCookie, FLAG_COOKIES, hasFlagCookie, setFlagCookie } from './flag-cookies.js';

describe('entry flag cookies', () => {
  const writes = recordCookieWrites();
  afterEach(clearCookies);

  it("are session cookies holding 'true', path /, SameSite=Lax", () => {
    setFlagCookie(FLAG_COOKIES.fastDeposit);
    expect(writes).toEqual([{ name: 'isFastDeposit', value: 'true', attributes: { path: '/', samesite: 'Lax' } }]);
    expect(hasFlagCookie(FLAG_COOKIES.fastDeposit)).toBe(true);
    expect(hasFlagCookie(FLAG_COOKIES.routeRegister)).toBe(false);
  });

  it('clears a flag', () => {
    setFlagCookie(FLAG_COOKIES.routeRegister);
    clearFlagCookie(FLAG_COOKIES.routeRegister);
    expect(hasFlagCookie(FLAG_COOKIES.routeRegister)).toBe(false);
    expect(document.cookie).not.toContain('isRouteRegister');
  });

  it("takes anything but 'true', a malformed value included, as no flag", () => {
    document.cookie = 'isRouteRegister=%E0%A4%A; path=/';
    document.cookie = 'isFastDeposit=false; path=/';
    expect(hasFlagCookie(FLAG_COOKIES.routeRegister)).toBe(false);
    expect(hasFlagCookie(FLAG_COOKIES.fastDeposit)).toBe(false);
  });
});
