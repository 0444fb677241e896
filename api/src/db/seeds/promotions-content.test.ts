// The promotion content seed: banners of the three use types with their pictures and a mix of
// links (the game banners name a real customized game and a real hall of the catalogue, one per
// site currency), the five marquee announcements and three bulletins in all 11 languages, the
// bulletin settings, and a second start that adds nothing and keeps an operator's changes.
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, parseCurrencyList, type GameLinkParameter } from '@croupier/shared/contracts';
import { startApp } from '../../test/helpers.js';
import { seedAreas } from '../seed.js';

jest.setTimeout(60_000);

describe('the promotion content seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());
  const db = () => app.services.db;
  const all = <T>(sql: string, ...params: unknown[]) =>
    db()
      .prepare(sql)
      .all(...params) as T[];
  const languages = LANGUAGES.map((l) => l.code).sort();

  it('writes banners of each use type mixing external (new tab), internal and game links, each with its picture', () => {
    const rows = all<{
      use_type: number;
      link_type: number;
      link_method: number;
      link_url: string;
      url: string;
      currency: string | null;
    }>("SELECT use_type, link_type, link_method, link_url, url, currency FROM carousel_pictures WHERE site_id = '1'");
    for (const useType of [0, 1, 2]) {
      const of = rows.filter((r) => r.use_type === useType);
      expect(new Set(of.map((r) => r.link_type)).size).toBeGreaterThanOrEqual(2);
      expect(of.some((r) => r.link_type === 0 && r.link_method === 1 && r.link_url.startsWith('https://'))).toBe(true);
      expect(of.some((r) => r.link_type === 1 && r.link_url === '/discount')).toBe(true);
    }
    for (const r of rows) {
      const path = r.url.replace('/api/assets/', '').replace(/\.webp$/, '.svg'); // the SVG it is drawn from
      const body = db().prepare('SELECT body FROM content_assets WHERE path = ?').pluck().get(path) as string;
      expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('names a real active customized game and a real hall in the game banners, one per site currency', () => {
    const currencies = parseCurrencyList(
      db()
        .prepare("SELECT json_extract(settings, '$.CURRENCY') FROM sites WHERE site_id = '1'")
        .pluck()
        .get() as string,
    );
    const games = all<{ use_type: number; currency: string; game_link_parameter: string }>(
      "SELECT use_type, currency, game_link_parameter FROM carousel_pictures WHERE site_id = '1' AND link_type = 2",
    );
    for (const useType of [0, 2]) {
      const params = games
        .filter((g) => g.use_type === useType)
        .map((g) => ({ ...(JSON.parse(g.game_link_parameter) as GameLinkParameter), row: g.currency }));
      expect(
        params
          .filter((p) => p.customized === 1)
          .map((p) => p.currency)
          .sort(),
      ).toEqual([...currencies].sort());
      expect(
        params
          .filter((p) => p.customized === 0)
          .map((p) => p.currency)
          .sort(),
      ).toEqual([...currencies].sort());
      for (const p of params) {
        expect(p.row).toBe(p.currency);
        const game = db()
          .prepare(
            `SELECT g.customized FROM games g JOIN game_providers gp ON gp.gp_id = g.gp_id
              WHERE g.gp_id = ? AND g.game_type = ? AND g.game_code = ? AND g.active = 1 AND gp.active = 1`,
          )
          .get(p.gp_id, p.gt_id, p.game_code) as { customized: number } | undefined;
        expect(game?.customized).toBe(p.customized);
      }
    }
  });

  it('writes five marquee announcements (shown before login too, sort 1..5) and three bulletins, every text in the 11 languages', () => {
    const marquee = all<{ title: string; content: string; sort: number; display_before_login: number }>(
      "SELECT title, content, sort, display_before_login FROM announcements WHERE site_id = '1' AND display_marquee = 1 ORDER BY sort",
    );
    expect(marquee.map((a) => [a.sort, a.display_before_login])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    const bulletins = all<{
      audience: string;
      display_location: number | null;
      display_device: number;
      title: string;
      content: string;
    }>(
      "SELECT audience, display_location, display_device, title, content FROM bulletins WHERE site_id = '1' ORDER BY id",
    );
    expect(bulletins.map((b) => [b.audience, b.display_location, b.display_device])).toEqual([
      ['guest', null, 0],
      ['member', 2, 0],
      ['member', 3, 0],
    ]);
    for (const row of [...marquee, ...bulletins]) {
      for (const json of [row.title, row.content]) {
        const texts = JSON.parse(json) as Record<string, string>;
        expect(Object.keys(texts).sort()).toEqual(languages);
        // Real translations: no language repeats the English text.
        const english = texts.en_US;
        expect(Object.entries(texts).filter(([l, t]) => l !== 'en_US' && t === english)).toEqual([]);
      }
      expect(JSON.parse(row.content).en_US).toMatch(/^<p>.*<\/p>$/);
    }
    expect(
      all(
        "SELECT display_location, display_frequency FROM bulletin_settings WHERE site_id = '1' ORDER BY display_location",
      ),
    ).toEqual([
      { display_location: 2, display_frequency: 0 },
      { display_location: 3, display_frequency: 1 },
    ]);
  });

  it("adds nothing on a second start and keeps an operator's changes", () => {
    const count = (table: string) => db().prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
    db().prepare('DELETE FROM carousel_pictures WHERE use_type = 1 AND link_type = 0').run();
    db().prepare('UPDATE bulletin_settings SET display_frequency = 1 WHERE display_location = 2').run();
    const before = ['carousel_pictures', 'announcements', 'bulletins', 'bulletin_settings', 'content_assets'].map(
      count,
    );
    seedAreas(db());
    expect(
      ['carousel_pictures', 'announcements', 'bulletins', 'bulletin_settings', 'content_assets'].map(count),
    ).toEqual(before);
    expect(
      db().prepare('SELECT display_frequency FROM bulletin_settings WHERE display_location = 2').pluck().get(),
    ).toBe(1);
  });
});
