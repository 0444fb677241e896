import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GAME_TYPES, LANGUAGES } from '@croupier/shared/contracts';
import { DEMO_PROVIDERS } from '../../services/games/index.js';
import { openDatabase, type Db } from '../database.js';
import { seedAreas, seedIfEmpty } from '../seed.js';
import { seedProviders as baseSeedProviders } from '../seed-data.js';

jest.setTimeout(30_000);

const count = (db: Db, sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;

describe('games catalogue seed', () => {
  let dir: string;
  let file: string;
  let db: Db;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-games-seed-'));
    file = path.join(dir, 'games.db');
    db = openDatabase(file);
    await seedIfEmpty(db);
    seedAreas(db);
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has the eight game types with their prefixes, type names and a gt_name in all 11 languages', () => {
    const types = db.prepare('SELECT gt_id, prefix, type_name, gt_name FROM game_types ORDER BY sort').all() as {
      gt_id: number;
      prefix: string;
      type_name: string;
      gt_name: string;
    }[];
    expect(types.map(({ gt_id, prefix, type_name }) => ({ gt_id, prefix, type_name }))).toEqual(
      GAME_TYPES.map(({ gt_id, prefix, type_name }) => ({ gt_id, prefix, type_name })),
    );
    for (const t of types) {
      const names = JSON.parse(t.gt_name) as Record<string, string>;
      expect(Object.keys(names).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
      expect(Object.values(names).every((n) => n.trim().length > 0)).toBe(true);
    }
    expect(JSON.parse(types[0]!.gt_name)).toMatchObject({ en_US: 'Slots', zh_CN: '电子', vi_VN: 'Nổ Hũ' });
  });

  it('has about 100 providers coded GPxx / GPxx2 / GPxx3, GPEA and GPNE inactive, the four demo providers flagged', () => {
    const providers = db.prepare('SELECT gp_id, active, demo, app_id FROM game_providers').all() as {
      gp_id: string;
      active: number;
      demo: number;
      app_id: string;
    }[];
    expect(providers.length).toBeGreaterThanOrEqual(95);
    expect(providers.length).toBeLessThanOrEqual(110);
    expect(providers.every((p) => /^GP[A-Z0-9]{2}[23]?$/.test(p.gp_id))).toBe(true);
    expect(providers.some((p) => p.gp_id.endsWith('2'))).toBe(true);
    expect(providers.some((p) => /^GP[A-Z0-9]{2}3$/.test(p.gp_id))).toBe(true);
    expect(
      providers
        .filter((p) => p.active === 0)
        .map((p) => p.gp_id)
        .sort(),
    ).toEqual(['GPEA', 'GPNE']);
    expect(
      providers
        .filter((p) => p.demo === 1)
        .map((p) => p.gp_id)
        .sort(),
    ).toEqual([...DEMO_PROVIDERS].sort());
    expect(providers.every((p) => p.app_id !== '')).toBe(true);
  });

  it('fills the new columns of the base seed’s providers and gives them served logos', () => {
    for (const { gp_id } of baseSeedProviders) {
      const row = db
        .prepare('SELECT app_id, sort, icon_light, icon_dark FROM game_providers WHERE gp_id = ?')
        .get(gp_id) as {
        app_id: string;
        sort: number;
        icon_light: string;
        icon_dark: string;
      };
      expect(row.app_id).not.toBe('');
      expect(row.sort).toBeGreaterThan(0);
      expect(row.icon_light).toBe(`/api/provider-logo/${gp_id.toLowerCase()}.webp`);
      expect(row.icon_dark).toBe(`/api/provider-logo/${gp_id.toLowerCase()}.webp?theme=dark`);
    }
  });

  it('gives every provider its types, with logo overrides for types 2 to 7 only', () => {
    expect(
      count(db, 'SELECT COUNT(*) AS n FROM game_providers WHERE gp_id NOT IN (SELECT gp_id FROM provider_game_types)'),
    ).toBe(0);
    expect(
      count(
        db,
        "SELECT COUNT(*) AS n FROM provider_game_types WHERE gt_id BETWEEN 2 AND 7 AND logo NOT LIKE '/api/provider-logo/%?gt_id=%'",
      ),
    ).toBe(0);
    expect(count(db, "SELECT COUNT(*) AS n FROM provider_game_types WHERE gt_id IN (8, 9) AND logo <> ''")).toBe(0);
    for (const { gt_id } of GAME_TYPES) {
      expect(count(db, 'SELECT COUNT(*) AS n FROM provider_game_types WHERE gt_id = ?', gt_id)).toBeGreaterThanOrEqual(
        4,
      );
    }
  });

  it('has hundreds of slot games, several providers with 20 to 60, and a hall per slot provider', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM games WHERE game_type = 2 AND customized = 1')).toBeGreaterThanOrEqual(
      400,
    );
    const big = db
      .prepare(
        'SELECT gp_id, COUNT(*) AS n FROM games WHERE game_type = 2 AND customized = 1 GROUP BY gp_id HAVING n >= 20',
      )
      .all() as { gp_id: string; n: number }[];
    expect(big.length).toBeGreaterThanOrEqual(6);
    expect(big.every((p) => p.n <= 60)).toBe(true);
    // One hall (customized 0) per slot provider and none elsewhere.
    expect(count(db, 'SELECT COUNT(*) AS n FROM games WHERE customized = 0')).toBe(
      count(db, 'SELECT COUNT(*) AS n FROM provider_game_types WHERE gt_id = 2'),
    );
    expect(count(db, 'SELECT COUNT(*) AS n FROM games WHERE customized = 0 AND game_type <> 2')).toBe(0);
  });

  it('has one lobby game per provider of the other types, plus games', () => {
    const pairs = count(db, 'SELECT COUNT(*) AS n FROM provider_game_types WHERE gt_id <> 2');
    expect(count(db, "SELECT COUNT(*) AS n FROM games WHERE game_code = 'lobby' AND customized = 1")).toBe(pairs);
    for (const gt of [3, 4, 5, 6, 7, 8, 9]) {
      expect(
        count(db, "SELECT COUNT(*) AS n FROM games WHERE game_type = ? AND game_code <> 'lobby'", gt),
      ).toBeGreaterThan(0);
    }
  });

  it('writes some names as per-language maps (en_US, zh_CN, vi_VN and more) and others as plain strings', () => {
    const names = (
      db.prepare('SELECT game_name FROM games WHERE game_type = 2 AND customized = 1').all() as { game_name: string }[]
    ).map((r) => r.game_name);
    const maps = names.filter((n) => n.startsWith('{')).map((n) => JSON.parse(n) as Record<string, string>);
    expect(maps.length).toBeGreaterThan(100);
    expect(names.length - maps.length).toBeGreaterThan(100);
    for (const m of maps) expect(Object.keys(m)).toEqual(expect.arrayContaining(['en_US', 'zh_CN', 'vi_VN', 'th_TH']));
    // Tags and demo flags exist, demo games only at demo providers.
    expect(count(db, 'SELECT COUNT(*) AS n FROM games WHERE is_hot = 1')).toBeGreaterThan(20);
    expect(count(db, 'SELECT COUNT(*) AS n FROM games WHERE is_new = 1')).toBeGreaterThan(20);
    expect(
      count(
        db,
        'SELECT COUNT(*) AS n FROM games g JOIN game_providers p ON p.gp_id = g.gp_id WHERE g.demo = 1 AND p.demo = 0',
      ),
    ).toBe(0);
    for (const gp of DEMO_PROVIDERS)
      expect(count(db, 'SELECT COUNT(*) AS n FROM games WHERE demo = 1 AND gp_id = ?', gp)).toBeGreaterThan(0);
  });

  it('gives the seeded site its home sections, a jackpot per currency and the games settings', () => {
    const sections = db
      .prepare(
        'SELECT s.gt_id, COUNT(g.game_id) AS n FROM template_game_sections s JOIN template_game_section_games g ON g.section_id = s.id WHERE s.site_id = ? GROUP BY s.id ORDER BY s.sort',
      )
      .all('1') as { gt_id: number; n: number }[];
    expect(sections.map((s) => s.gt_id)).toEqual([2, 3, 4, 5, 6]);
    expect(sections.every((s) => s.n >= 4)).toBe(true);
    const currencies = (
      db.prepare('SELECT currency FROM jackpots WHERE site_id = ?').all('1') as { currency: string }[]
    ).map((r) => r.currency);
    expect(currencies).toEqual(expect.arrayContaining(['USD', 'INR', 'VND', 'RMB', 'THB']));
    const settings = JSON.parse(
      (db.prepare("SELECT settings FROM sites WHERE site_id = '1'").get() as { settings: string }).settings,
    );
    expect(settings).toMatchObject({
      GAME_OPEN_MODE: 'window',
      GAME_OPEN_RULES: [
        { gp_id: 'GPAG', game_type: 3, mode: 'modal' },
        { gp_id: 'GPJD', mode: 'window' },
      ],
      GAME_ROOM: true,
      JACKPOT_REFRESH_SECONDS: 30,
      PLATFORM_ORDER: expect.arrayContaining(['GPR8', 'GPJD']),
      CURRENCY: 'USD,INR,VND',
    });
  });

  it('runs again at every start without duplicating rows or undoing an operator’s changes', () => {
    const tables = [
      'game_types',
      'game_providers',
      'provider_game_types',
      'games',
      'template_game_sections',
      'template_game_section_games',
      'jackpots',
    ];
    const before = tables.map((t) => count(db, `SELECT COUNT(*) AS n FROM ${t}`));
    const firstIds = db.prepare("SELECT id, game_code FROM games WHERE gp_id = 'GPR8' ORDER BY id").all();
    // An operator switches the room off, renames a game, reorders a provider and empties a section.
    db.prepare(
      "UPDATE sites SET settings = json_set(settings, '$.GAME_ROOM', json('false'), '$.JACKPOT_REFRESH_SECONDS', 10) WHERE site_id = '1'",
    ).run();
    db.prepare("UPDATE games SET game_name = 'Renamed' WHERE gp_id = 'GPPP' AND game_code = 'e_pp_001'").run();
    db.prepare("UPDATE game_providers SET sort = 1 WHERE gp_id = 'GPR8'").run();
    db.prepare(
      'DELETE FROM template_game_section_games WHERE section_id = (SELECT id FROM template_game_sections WHERE gt_id = 3)',
    ).run();
    db.close();

    db = openDatabase(file);
    seedAreas(db);
    expect(tables.map((t) => count(db, `SELECT COUNT(*) AS n FROM ${t}`))).toEqual(
      before.map((n, i) => (tables[i] === 'template_game_section_games' ? n - 8 : n)),
    );
    expect(db.prepare("SELECT id, game_code FROM games WHERE gp_id = 'GPR8' ORDER BY id").all()).toEqual(firstIds);
    const settings = JSON.parse(
      (db.prepare("SELECT settings FROM sites WHERE site_id = '1'").get() as { settings: string }).settings,
    );
    expect(settings).toMatchObject({ GAME_ROOM: false, JACKPOT_REFRESH_SECONDS: 10, GAME_OPEN_MODE: 'window' });
    expect(db.prepare("SELECT game_name FROM games WHERE gp_id = 'GPPP' AND game_code = 'e_pp_001'").get()).toEqual({
      game_name: 'Renamed',
    });
    expect(db.prepare("SELECT sort FROM game_providers WHERE gp_id = 'GPR8'").get()).toEqual({ sort: 1 });
  });
});
