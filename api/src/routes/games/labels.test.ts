import type { FastifyInstance } from 'fastify';
import type { GameLabelResponse, NewStyleResponse, TagGameListResponse } from '@croupier/shared/contracts';
import { post, startApp, tokenFor } from '../../test/helpers.js';

jest.setTimeout(30_000);

const labelBody = (overrides: Record<string, unknown> = {}) => ({
  site_id: '1',
  currency: 'USD',
  device: 0,
  gp_id: 'GPR8',
  game_type_id: 2,
  house: 0,
  ...overrides,
});

describe('POST /api/v2/get_tag_game_list', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const tagBody = { site_id: '1', currency: 'USD', support_device: 0, tag: 'slot', gt_id: 2 };

  it('answers the hot and new slot games across providers, each flagged so', async () => {
    const json = (
      await post(app, '/api/v2/get_tag_game_list', tagBody)
    ).json() as NewStyleResponse<TagGameListResponse>;
    expect(json.code).toBe(100);
    expect(json.data.info.map((l) => l.tag)).toEqual(['hot', 'new']);
    const [hot, fresh] = json.data.info;
    expect(hot!.game_list.length).toBeGreaterThan(20);
    expect(fresh!.game_list.length).toBeGreaterThan(20);
    expect(new Set(hot!.game_list.map((g) => g.gp_id)).size).toBeGreaterThan(5);
    const db = app.services.db;
    const flags = db.prepare('SELECT is_hot, is_new, game_type, customized FROM games WHERE id = ?');
    for (const g of hot!.game_list) expect(flags.get(g.id)).toMatchObject({ is_hot: 1, game_type: 2, customized: 1 });
    for (const g of fresh!.game_list) expect(flags.get(g.id)).toMatchObject({ is_new: 1, game_type: 2, customized: 1 });
    expect(hot!.game_list.every((g) => g.tag === 'hot')).toBe(true);
    expect(hot!.game_list.map((g) => g.gp_id)).not.toContain('GPNE');
  });

  it('refuses a gt_id that is not a game type with a 400', async () => {
    const res = await post(app, '/api/v2/get_tag_game_list', { ...tagBody, gt_id: 12 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });
});

describe('POST /api/v2/game_label', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const label = async (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    (
      await post(app, '/api/v2/game_label', labelBody(overrides), headers)
    ).json() as NewStyleResponse<GameLabelResponse>;

  it('answers every game of the provider and type as main, and its hot and new games as list', async () => {
    const { code, data } = await label();
    expect(code).toBe(100);
    const stored = app.services.db
      .prepare(
        "SELECT id, is_hot, is_new FROM games WHERE gp_id = 'GPR8' AND game_type = 2 AND customized = 1 AND active = 1 ORDER BY sort",
      )
      .all() as { id: number; is_hot: number; is_new: number }[];
    expect(data.main.map((g) => g.id)).toEqual(stored.map((g) => g.id));
    expect(data.main.length).toBeGreaterThanOrEqual(20);
    expect(data.main.every((g) => g.customized && g.gp_id === 'GPR8' && g.game_type === 2)).toBe(true);
    expect(data.list).toEqual([
      { tag: 'hot', game_list: data.main.filter((g) => stored.find((s) => s.id === g.id)?.is_hot) },
      { tag: 'new', game_list: data.main.filter((g) => stored.find((s) => s.id === g.id)?.is_new) },
    ]);
    // GPR8's names are per-language maps; thumbnails are the generated art.
    expect(data.main[0]!.game_name).toEqual(
      expect.objectContaining({ en_US: expect.any(String), zh_CN: expect.any(String), vi_VN: expect.any(String) }),
    );
    expect(data.main[0]!.icon_light).toBe(`/api/game-art/${data.main[0]!.id}.webp`);
  });

  it('lists a live provider’s lobby and tables, and takes gp_id in any case', async () => {
    const { data } = await label({ gp_id: 'gpjl', game_type_id: 3 });
    expect(data.main[0]).toMatchObject({ gp_id: 'GPJL', game_code: 'lobby', customized: true });
    expect(data.main.length).toBeGreaterThan(1);
  });

  it('leaves out games the device is not offered', async () => {
    const db = app.services.db;
    const desktopOnly = db
      .prepare("SELECT id FROM games WHERE gp_id = 'GPPG' AND devices = '0' AND active = 1")
      .all() as { id: number }[];
    const phoneOnly = db
      .prepare("SELECT id FROM games WHERE gp_id = 'GPPG' AND devices = '1,2' AND active = 1")
      .all() as { id: number }[];
    expect(desktopOnly.length + phoneOnly.length).toBeGreaterThan(0);
    const desktop = (await label({ gp_id: 'GPPG', device: 0 })).data.main.map((g) => g.id);
    const mobile = (await label({ gp_id: 'GPPG', device: 1 })).data.main.map((g) => g.id);
    for (const { id } of desktopOnly) {
      expect(desktop).toContain(id);
      expect(mobile).not.toContain(id);
    }
    for (const { id } of phoneOnly) {
      expect(mobile).toContain(id);
      expect(desktop).not.toContain(id);
    }
  });

  it('honours the house: Platinum Tech’s slots are house 1', async () => {
    expect((await label({ gp_id: 'GPPT', house: 1 })).data.main.length).toBeGreaterThan(0);
    expect(await label({ gp_id: 'GPPT', house: 0 })).toMatchObject({ code: 404, data: null });
  });

  it('answers code 404 for an inactive provider, an unknown one, or a type it does not offer', async () => {
    expect(await label({ gp_id: 'GPNE' })).toMatchObject({ code: 404 });
    expect(await label({ gp_id: 'GPZZ' })).toMatchObject({ code: 404 });
    expect(await label({ gp_id: 'GPR8', game_type_id: 3 })).toMatchObject({ code: 404 });
  });

  it('reflects a favourite in main and the lists for that member only', async () => {
    const player = await tokenFor(app, 'player01', 'player123');
    const agent = await tokenFor(app, 'agent01', 'agent123');
    const game = (await label()).data.main[3]!;
    await post(
      app,
      '/api/arks/web/member-games/favorite/store',
      { data: { game_id: game.id, status: 1 } },
      { authorization: player },
    );
    const flag = async (headers: Record<string, string>) =>
      (await label({}, headers)).data.main.find((g) => g.id === game.id)?.member_favorite;
    expect(await flag({ authorization: player })).toBe(1);
    expect(await flag({ authorization: agent })).toBe(0);
    expect(await flag({})).toBe(0);
    await post(
      app,
      '/api/arks/web/member-games/favorite/store',
      { data: { game_id: game.id, status: 0 } },
      { authorization: player },
    );
    expect(await flag({ authorization: player })).toBe(0);
  });

  it.each([
    ['no gp_id', { gp_id: undefined }],
    ['a gp_id with symbols', { gp_id: "GP'; DROP" }],
    ['a game_type_id outside 2-9', { game_type_id: 1 }],
    ['a negative house', { house: -1 }],
    ['a device outside 0-2', { device: 9 }],
  ])('refuses %s with a 400', async (_what, overrides) => {
    const res = await post(app, '/api/v2/game_label', labelBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });
});
