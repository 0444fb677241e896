import { pickLanguage, readLanguageCookie, siteLanguages } from './language.js';

describe('start language', () => {
  it('reads the i18n_redirected cookie among others', () => {
    expect(readLanguageCookie('ccy=INR; i18n_redirected=hi_IN; x=1')).toBe('hi_IN');
    expect(readLanguageCookie('i18n_redirected=zh-CN')).toBe('zh_CN');
    expect(readLanguageCookie('i18n_redirected=klingon')).toBeNull();
    expect(readLanguageCookie('')).toBeNull();
  });

  it('keeps the cookie language when the site offers it, else takes the site default', () => {
    const offered = siteLanguages({ LANGUAGE: 'vi_VN,en_US' });
    expect(offered).toEqual(['vi_VN', 'en_US']);
    expect(pickLanguage('en_US', offered)).toBe('en_US');
    expect(pickLanguage('hi_IN', offered)).toBe('vi_VN');
    expect(pickLanguage(null, offered)).toBe('vi_VN');
    expect(pickLanguage(null, [])).toBe('en_US');
  });
});
