import { offeredLanguages, type LanguageCode } from '@croupier/shared';
import { basenameFor, languageOfUrl, localizedPath, routePathOf, splitLocalePath } from './locale-url.js';
import { resolveLocale } from './resolve-locale.js';

const offered = offeredLanguages({ LANGUAGE: 'en_US,zh_CN,hi_IN,vi_VN' });

describe('locale URL', () => {
  it('gives the default locale no prefix and every other language its hyphenated code', () => {
    expect(basenameFor('en_US')).toBe('');
    expect(basenameFor('zh_CN')).toBe('/zh-CN');
    expect(localizedPath('zh_CN', '/user/Deposit')).toBe('/zh-CN/user/Deposit');
    expect(localizedPath('zh_CN', '/')).toBe('/zh-CN');
    expect(localizedPath('en_US', '/user')).toBe('/user');
  });

  it('reads a language prefix only from an ll-RR first segment', () => {
    expect(splitLocalePath('/zh-CN/user')).toEqual({ prefix: 'zh_CN', canonical: true, rest: '/user' });
    expect(splitLocalePath('/zh-cn')).toEqual({ prefix: 'zh_CN', canonical: false, rest: '/' });
    expect(splitLocalePath('/user/zh-CN')).toEqual({ prefix: null, canonical: false, rest: '/user/zh-CN' });
    expect(splitLocalePath('/xx-YY/user').prefix).toBeNull();
    expect(routePathOf('/vi-VN/faq/1')).toBe('/faq/1');
    expect(routePathOf('/faq/1')).toBe('/faq/1');
  });

  it('says which language a URL is in, for back and forward', () => {
    expect(languageOfUrl('/hi-IN/discount', offered)).toBe('hi_IN');
    expect(languageOfUrl('/discount', offered)).toBe('en_US');
    expect(languageOfUrl('/ko-KR/discount', offered)).toBeNull(); // not offered
    expect(languageOfUrl('/discount', offeredLanguages({ LANGUAGE: 'vi_VN' }))).toBeNull();
  });
});

describe('offered languages', () => {
  it('are the LANGUAGE setting in order, hyphen or underscore, unknown codes and repeats dropped', () => {
    expect(offeredLanguages({ LANGUAGE: 'vi-VN, en_US,klingon,vi_VN' })).toEqual(['vi_VN', 'en_US']);
  });

  it('default to en_US when the site sets none', () => {
    expect(offeredLanguages({ LANGUAGE: '' })).toEqual(['en_US']);
    expect(offeredLanguages(undefined)).toEqual(['en_US']);
  });
});

describe('resolveLocale', () => {
  const at = (pathname: string, cookieLanguage: LanguageCode | null = null, languages = offered) =>
    resolveLocale({ pathname, cookieLanguage, offered: languages });

  it('lets an offered prefix in the URL decide, over the cookie', () => {
    expect(at('/zh-CN/user', 'hi_IN')).toEqual({ language: 'zh_CN', redirect: null, source: 'url' });
    expect(at('/hi-IN')).toEqual({ language: 'hi_IN', redirect: null, source: 'url' });
  });

  it('spells a prefix canonically and drops the default locale’s own prefix', () => {
    expect(at('/zh-cn/user')).toEqual({ language: 'zh_CN', redirect: '/zh-CN/user', source: 'url' });
    expect(at('/en-US/discount', 'zh_CN')).toEqual({ language: 'en_US', redirect: '/discount', source: 'url' });
  });

  it('without a prefix, follows the cookie and moves to its locale path', () => {
    expect(at('/', 'zh_CN')).toEqual({ language: 'zh_CN', redirect: '/zh-CN', source: 'cookie' });
    expect(at('/user/Deposit', 'vi_VN')).toEqual({
      language: 'vi_VN',
      redirect: '/vi-VN/user/Deposit',
      source: 'cookie',
    });
    expect(at('/user', 'en_US')).toEqual({ language: 'en_US', redirect: null, source: 'cookie' });
  });

  it("without a prefix or usable cookie, takes the site's default language", () => {
    expect(at('/')).toEqual({ language: 'en_US', redirect: null, source: 'site' });
    expect(at('/', 'ko_KR')).toEqual({ language: 'en_US', redirect: null, source: 'site' }); // not offered
    const viFirst = offeredLanguages({ LANGUAGE: 'vi_VN,en_US' });
    expect(at('/faq/1', null, viFirst)).toEqual({ language: 'vi_VN', redirect: '/vi-VN/faq/1', source: 'site' });
  });

  it('drops a prefix of a language the site does not offer', () => {
    expect(at('/ko-KR/user')).toEqual({ language: 'en_US', redirect: '/user', source: 'site' });
    expect(at('/ko-KR/user', 'hi_IN')).toEqual({ language: 'hi_IN', redirect: '/hi-IN/user', source: 'cookie' });
  });
});
