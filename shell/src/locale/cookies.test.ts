import { CURRENCY_COOKIE_MAX_AGE_S, LANGUAGE_COOKIE_MAX_AGE_S } from '@croupier/shared';
import { clearCookies, recordCookieWrites } from '../test/cookie-writes.js';
import {
  hasUnusableLanguageCookie,
  readCurrencyCookie,
  readLanguageCookie,
  writeCurrencyCookie,
  writeLanguageCookie,
} from './cookies.js';

describe('locale cookies', () => {
  const writes = recordCookieWrites();
  afterEach(clearCookies);

  it('writes the language cookie for 1 year, path /, SameSite=Lax', () => {
    writeLanguageCookie('zh_CN');
    expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(writes).toEqual([
      { name: 'i18n_redirected', value: 'zh_CN', attributes: { path: '/', samesite: 'Lax', 'max-age': '31536000' } },
    ]);
  });

  it('writes the ccy cookie for 1 day, path /, SameSite=Lax', () => {
    writeCurrencyCookie('INR');
    expect(CURRENCY_COOKIE_MAX_AGE_S).toBe(86_400);
    expect(writes).toEqual([
      { name: 'ccy', value: 'INR', attributes: { path: '/', samesite: 'Lax', 'max-age': '86400' } },
    ]);
  });

  it('reads back what it wrote, among other cookies', () => {
    document.cookie = 'other=1; Path=/';
    writeLanguageCookie('hi_IN');
    writeCurrencyCookie('VND');
    expect(readLanguageCookie()).toBe('hi_IN');
    expect(readCurrencyCookie()).toBe('VND');
  });

  it('reads a hyphenated language and ignores one that is not an interface language', () => {
    expect(readLanguageCookie()).toBeNull();
    document.cookie = 'ccy=INR; Path=/';
    document.cookie = 'i18n_redirected=zh-CN; Path=/';
    expect(readLanguageCookie()).toBe('zh_CN');
    document.cookie = 'i18n_redirected=klingon; Path=/';
    expect(readLanguageCookie()).toBeNull();
    document.cookie = 'ccy=; Path=/';
    expect(readCurrencyCookie()).toBeNull();
  });

  it('reads a malformed cookie as absent, never throwing, and tells it apart from a missing one', () => {
    expect(hasUnusableLanguageCookie()).toBe(false);
    document.cookie = 'i18n_redirected=%E0%A4%A; Path=/';
    document.cookie = 'ccy=%E0%A4; Path=/';
    expect(() => readLanguageCookie()).not.toThrow();
    expect(readLanguageCookie()).toBeNull();
    expect(readCurrencyCookie()).toBeNull();
    expect(hasUnusableLanguageCookie()).toBe(true);

    writeLanguageCookie('hi_IN');
    expect(readLanguageCookie()).toBe('hi_IN');
    expect(hasUnusableLanguageCookie()).toBe(false);
  });

  it('counts a cookie naming no interface language as unusable', () => {
    document.cookie = 'i18n_redirected=klingon; Path=/';
    expect(hasUnusableLanguageCookie()).toBe(true);
  });
});
