import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSeoTable, resolveSeo, type SeoContext, type SeoTable } from './seo-table.js';

const TABLE: SeoTable = {
  entries: [
    {
      path: '/',
      title: { en_US: 'Home of {site}', hi_IN: '{site} का घर' },
      description: { en_US: 'Cricket and casino at {site}.' },
    },
    { path: '/gameHall/3', title: 'Live Casino | {site}', description: 'Live tables.' },
    { path: '/gameHall/:id', title: 'Games | {site}' },
    { path: '/slotgame', query: { gp_id: 'GPR8', house: '0' }, title: 'R8 Slots', description: 'R8 reels.' },
    { path: '/slotgame', title: 'Slots', description: 'All slots.' },
  ],
};

const ctx = (over: Partial<SeoContext>): SeoContext => ({
  pathname: '/',
  search: '',
  language: 'en_US',
  siteTitle: { en_US: 'Lucky Demo – Bet on Cricket', zh_CN: '幸运演示' },
  siteName: 'Lucky Demo',
  ...over,
});

describe('resolveSeo', () => {
  it("titles the home page with the site title in the site's language", () => {
    expect(resolveSeo(TABLE, ctx({})).title).toBe('Lucky Demo – Bet on Cricket');
    expect(resolveSeo(TABLE, ctx({ language: 'zh_CN' })).title).toBe('幸运演示');
    expect(resolveSeo(TABLE, ctx({ language: 'zh_TW' })).title).toBe('幸运演示');
    // No site title in Hindi: the English one (the spec: Chinese or English).
    expect(resolveSeo(TABLE, ctx({ language: 'hi_IN' })).title).toBe('Lucky Demo – Bet on Cricket');
    expect(resolveSeo(TABLE, ctx({})).description).toBe('Cricket and casino at Lucky Demo.');
  });

  it('picks the fixed path before a :param one, and fills in the site name', () => {
    expect(resolveSeo(TABLE, ctx({ pathname: '/gameHall/3' }))).toEqual({
      title: 'Live Casino | Lucky Demo',
      description: 'Live tables.',
    });
    // No description of its own: the home entry's.
    expect(resolveSeo(TABLE, ctx({ pathname: '/gameHall/5' }))).toEqual({
      title: 'Games | Lucky Demo',
      description: 'Cricket and casino at Lucky Demo.',
    });
  });

  it('matches slot entries by gp_id and house', () => {
    expect(resolveSeo(TABLE, ctx({ pathname: '/slotgame', search: '?gt_id=2&gp_id=GPR8&house=0' })).title).toBe(
      'R8 Slots',
    );
    expect(resolveSeo(TABLE, ctx({ pathname: '/slotgame', search: '?gt_id=2&gp_id=GPR8&house=1' })).title).toBe(
      'Slots',
    );
  });

  it('falls back to the home entry for a route without its own', () => {
    expect(resolveSeo(TABLE, ctx({ pathname: '/sponsor', language: 'hi_IN' }))).toEqual({
      title: 'Lucky Demo का घर',
      description: 'Cricket and casino at Lucky Demo.',
    });
  });

  it('uses the site title when there is no table at all', () => {
    expect(resolveSeo(null, ctx({ pathname: '/faq/3' }))).toEqual({
      title: 'Lucky Demo – Bet on Cricket',
      description: '',
    });
  });
});

describe('parseSeoTable', () => {
  it('keeps well-formed entries and drops the rest', () => {
    const table = parseSeoTable({
      entries: [{ path: '/app', title: 'App' }, { path: 'app', title: 'no slash' }, { path: '/x', title: 3 }, null],
    });
    expect(table?.entries).toEqual([{ path: '/app', title: 'App' }]);
    expect(parseSeoTable('<html>')).toBeNull();
  });

  it("reads the shipped brand file, with the spec's routes, game halls 3-6 and the two slot entries", () => {
    const raw = JSON.parse(readFileSync(join(__dirname, '../../public/seo.json'), 'utf8')) as { entries: unknown[] };
    const table = parseSeoTable(raw);
    expect(table?.entries).toHaveLength(raw.entries.length);
    const at = (pathname: string, search = '') => resolveSeo(table, ctx({ pathname, search }));
    for (const hall of [3, 4, 5, 6]) expect(at(`/gameHall/${hall}`).title).not.toBe(at('/gameHall/99').title);
    expect(at('/slotgame', '?gt_id=2&gp_id=GPLL&house=0').title).toMatch(/LL Lottery/);
    expect(at('/slotgame', '?gt_id=2&gp_id=GPR8&house=0').title).toMatch(/R8 Slots/);
    for (const path of ['/app', '/discount', '/faq', '/faq/1', '/faq/17', '/sponsor', '/proxy', '/user/Deposit']) {
      expect([path, at(path).title]).toEqual([path, expect.stringContaining('Lucky Demo')]);
      expect(at(path).description).not.toBe('');
    }
  });
});
