import { gameName, searchKey } from './game-name.js';

describe('gameName', () => {
  it('takes a plain string as it is', () => {
    expect(gameName('Fortune Tiger', 'zh_CN')).toBe('Fortune Tiger');
  });

  it("picks the page's language from a per-language map, else en_US, else any", () => {
    const name = { en_US: 'Dragon Gold', zh_CN: '金龙' };
    expect(gameName(name, 'zh_CN')).toBe('金龙');
    expect(gameName(name, 'vi_VN')).toBe('Dragon Gold');
    expect(gameName({ th_TH: 'มังกร' }, 'vi_VN')).toBe('มังกร');
    expect(gameName(undefined, 'en_US')).toBe('');
  });
});

describe('searchKey', () => {
  it('ignores case and Latin accents', () => {
    expect(searchKey('  Tiền  VÀNG ')).toBe('tien vang');
    expect(searchKey('Đại Phát')).toBe('dai phat');
  });

  it('keeps the vowel signs of other scripts', () => {
    expect(searchKey('काम')).not.toBe(searchKey('कम'));
    expect(searchKey('ไก่')).toBe('ไก่');
  });
});
