import { resolveRegisterCurrency } from './register-currency.js';

const base = { siteCurrencies: ['USD', 'INR', 'VND'], defaultLanguage: 'en_US', language: 'en_US' };

describe('resolveRegisterCurrency: agent domain, URL, agent link, language, site default', () => {
  it.each([
    [
      'the agent domain wins, forced',
      { agentDomainCurrency: 'INR', urlCurrency: 'VND', agentCurrency: 'USD' },
      { currency: 'INR', forced: true },
    ],
    ['then the URL', { urlCurrency: 'vnd', agentCurrency: 'INR' }, { currency: 'VND', forced: false }],
    ["then the agent's", { agentCurrency: 'INR' }, { currency: 'INR', forced: false }],
    ["then the language's", { language: 'hi_IN' }, { currency: 'INR', forced: false }],
    [
      'a source the site does not offer is skipped',
      { agentDomainCurrency: 'EUR', urlCurrency: 'RMB', language: 'vi_VN' },
      { currency: 'VND', forced: false },
    ],
    [
      "a language without an offered currency falls to the default language's",
      { language: 'ja_JP' },
      { currency: 'USD', forced: false },
    ],
  ])('%s', (_, sources, expected) => {
    expect(resolveRegisterCurrency({ ...base, ...sources })).toEqual(expected);
  });

  it('falls back to the first site currency', () => {
    expect(
      resolveRegisterCurrency({ siteCurrencies: ['VND', 'USD'], defaultLanguage: 'ja_JP', language: 'ko_KR' }),
    ).toEqual({
      currency: 'VND',
      forced: false,
    });
    expect(resolveRegisterCurrency({ siteCurrencies: [], defaultLanguage: 'en_US', language: 'en_US' })).toEqual({
      currency: 'USD',
      forced: false,
    });
  });
});
