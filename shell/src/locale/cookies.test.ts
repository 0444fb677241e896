import { CURRENCY_COOKIE_MAX_AGE_S, LANGUAGE_COOKIE_MAX_AGE_S } from '@croupier/shared';
import { readCurrencyCookie, readLanguageCookie, writeCurrencyCookie, writeLanguageCookie } from './cookies.js';

/** A document whose cookie setter records exactly what the browser is asked to store. */
const recordingDocument = () => {
  const written: string[] = [];
  const doc = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  return { doc, written };
};

describe('locale cookies', () => {
  afterEach(() => {
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
    document.cookie = 'ccy=; Max-Age=0; Path=/';
  });

  it('writes the language cookie for 1 year, path /, SameSite=Lax', () => {
    const { doc, written } = recordingDocument();
    writeLanguageCookie('zh_CN', doc);
    expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(written).toEqual(['i18n_redirected=zh_CN; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('writes the ccy cookie for 1 day, path /, SameSite=Lax', () => {
    const { doc, written } = recordingDocument();
    writeCurrencyCookie('INR', doc);
    expect(CURRENCY_COOKIE_MAX_AGE_S).toBe(86_400);
    expect(written).toEqual(['ccy=INR; Max-Age=86400; Path=/; SameSite=Lax']);
  });

  it('reads back what it wrote, among other cookies', () => {
    document.cookie = 'other=1; Path=/';
    writeLanguageCookie('hi_IN');
    writeCurrencyCookie('VND');
    expect(readLanguageCookie()).toBe('hi_IN');
    expect(readCurrencyCookie()).toBe('VND');
  });

  it('reads a hyphenated language and ignores one that is not an interface language', () => {
    expect(readLanguageCookie('ccy=INR; i18n_redirected=zh-CN')).toBe('zh_CN');
    expect(readLanguageCookie('i18n_redirected=klingon')).toBeNull();
    expect(readLanguageCookie('')).toBeNull();
    expect(readCurrencyCookie('ccy=')).toBeNull();
  });
});
