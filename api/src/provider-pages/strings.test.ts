import { LANGUAGES } from '@croupier/shared/contracts';
import { htmlLang, PAGE_STRINGS, pageLanguage, stringsFor } from './strings.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('game page strings', () => {
  const english = PAGE_STRINGS.en_US;

  it.each(LANGUAGES.map((l) => l.code))('%s has every string, with the same placeholders, written in it', (code) => {
    const strings = PAGE_STRINGS[code];
    expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim()).not.toBe('');
      expect(placeholders(text)).toEqual(placeholders(english[key as keyof typeof english]));
    }
    if (code !== 'en_US') {
      // A name of a sport may stay as it is; the sentences may not.
      const same = Object.keys(strings).filter(
        (k) => strings[k as keyof typeof strings] === english[k as keyof typeof english],
      );
      expect(same.filter((k) => !['cricket'].includes(k))).toEqual([]);
    }
  });

  it('falls back to English for an unknown language and writes the html lang tag', () => {
    expect(pageLanguage('xx_XX')).toBe('en_US');
    expect(stringsFor('nope').spin).toBe('Spin');
    expect(stringsFor('ja_JP').spin).toBe('スピン');
    expect(htmlLang('zh_TW')).toBe('zh-TW');
  });
});
