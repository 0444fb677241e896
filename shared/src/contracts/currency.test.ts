import {
  CURRENCY_BY_LANGUAGE,
  currencyForLanguage,
  currencySymbol,
  formatMoney,
  parseCurrencyList,
} from './currency.js';
import { LANGUAGES } from './languages.js';

describe('currency by language', () => {
  it('maps every interface language as the spec lists', () => {
    expect(Object.keys(CURRENCY_BY_LANGUAGE).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
    expect(CURRENCY_BY_LANGUAGE).toMatchObject({
      zh_TW: 'RMB',
      zh_CN: 'RMB',
      en_US: 'USD',
      vi_VN: 'VND',
      ko_KR: 'WON',
      ja_JP: 'JPY',
      th_TH: 'THB',
      hi_IN: 'INR',
      ta_IN: 'INR',
      my_MM: 'MMK',
      bn_BD: 'BDT',
    });
  });

  const site = { siteCurrencies: ['USD', 'INR', 'VND'], defaultLanguage: 'en_US' };

  it("takes the language's own currency when the site offers it", () => {
    expect(currencyForLanguage('hi_IN', site)).toBe('INR');
    expect(currencyForLanguage('ta_IN', site)).toBe('INR');
    expect(currencyForLanguage('vi_VN', site)).toBe('VND');
  });

  it("falls back to the default language's currency when the site does not offer the language's", () => {
    expect(currencyForLanguage('zh_CN', site)).toBe('USD');
    expect(currencyForLanguage('ja_JP', { ...site, defaultLanguage: 'vi_VN' })).toBe('VND');
  });

  it('falls back to the default language for a language without a mapping', () => {
    expect(currencyForLanguage('xx_XX', { ...site, defaultLanguage: 'hi_IN' })).toBe('INR');
  });

  it("then to the site's first currency", () => {
    expect(currencyForLanguage('zh_CN', { siteCurrencies: ['INR', 'USD'], defaultLanguage: 'ko_KR' })).toBe('INR');
    expect(currencyForLanguage('xx_XX', { siteCurrencies: ['BRL'], defaultLanguage: 'xx_YY' })).toBe('BRL');
  });

  it('without a currency list any mapped currency stands, and nothing is invented', () => {
    expect(currencyForLanguage('ko_KR', { siteCurrencies: [], defaultLanguage: 'en_US' })).toBe('WON');
    expect(currencyForLanguage('xx_XX', { siteCurrencies: [], defaultLanguage: 'xx_YY' })).toBeNull();
  });

  it('reads the CURRENCY setting as a trimmed, upper-cased, de-duplicated list', () => {
    expect(parseCurrencyList(' usd, INR ,,VND,USD')).toEqual(['USD', 'INR', 'VND']);
    expect(parseCurrencyList('')).toEqual([]);
    expect(parseCurrencyList(undefined)).toEqual([]);
  });
});

describe('symbols and formatMoney', () => {
  it.each([
    ['RMB', '¥'],
    ['JPY', '¥'],
    ['VND', '₫'],
    ['WON', '₩'],
    ['THB', '฿'],
    ['USD', '$'],
    ['INR', '₹'],
    ['MMK', 'K'],
    ['BRL', 'R$'],
    ['BDT', '৳'],
    ['NGN', '₭'],
  ])('%s is shown as %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('shows an unlisted currency by its code', () => {
    expect(currencySymbol('EUR')).toBe('EUR');
    expect(formatMoney(5, 'EUR')).toBe('EUR5.00');
  });

  it('puts the symbol first and groups thousands with two decimals', () => {
    expect(formatMoney('1000.00', 'USD')).toBe('$1,000.00');
    expect(formatMoney(1234567.891, 'INR')).toBe('₹1,234,567.89');
    expect(formatMoney('0', 'BRL')).toBe('R$0.00');
    expect(formatMoney('2,500.5', 'THB')).toBe('฿2,500.50');
    expect(formatMoney(1500, 'VND', { fractionDigits: 0 })).toBe('₫1,500');
  });

  it('puts the minus before the symbol and never shows -0', () => {
    expect(formatMoney(-12.5, 'RMB')).toBe('-¥12.50');
    expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
  });

  it("writes the digits exactly as Intl.NumberFormat('en-US') does, halves and large amounts included", () => {
    const values = [
      1.005,
      2.675,
      1.045,
      0.125,
      10.235,
      1234.565,
      0.5,
      0.995,
      999.995,
      999999.999,
      0.000001,
      1e-7,
      123456789012345680000,
      1e21,
      2 ** 53 + 2,
    ];
    // A fixed spread of amounts with up to six decimals (a seeded sequence, the same every run).
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      values.push(Math.round((seed / 2147483647) * 10 ** (i % 9)) / 10 ** (i % 7));
    }
    for (const fractionDigits of [0, 2, 3]) {
      const intl = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
      for (const value of values) {
        expect([value, fractionDigits, formatMoney(value, 'USD', { fractionDigits })]).toEqual([
          value,
          fractionDigits,
          `$${intl.format(value)}`,
        ]);
      }
    }
  });

  it('returns what it cannot read as given', () => {
    expect(formatMoney('n/a', 'USD')).toBe('n/a');
    expect(formatMoney('', 'USD')).toBe('');
    expect(formatMoney(Number.NaN, 'USD')).toBe('NaN');
  });
});
