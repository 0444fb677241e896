import type { FastifyInstance } from 'fastify';
import type { DemoGpGamesResponse, DemoGtGamesResponse, NewStyleResponse } from '@croupier/shared/contracts';
import { DEMO_PROVIDERS } from '../../services/games/index.js';
import { post, startApp } from '../../test/helpers.js';

jest.setTimeout(30_000);

describe('demo lists', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const gtGames = async (support_device = 0, template = 'pc') => {
    const json = (
      await post(app, '/api/demo/gt_games', { site_id: '1', support_device, currency: 'USD', template })
    ).json() as NewStyleResponse<DemoGtGamesResponse>;
    expect(json.code).toBe(100);
    return json.data.list;
  };
  const gpGames = async (overrides: Record<string, unknown>) => {
    const body = { site_id: '1', currency: 'USD', device: 0, gp_id: 'GPR8', game_type_id: 2, house: 0, ...overrides };
    return (await post(app, '/api/demo/gp_games', body)).json() as NewStyleResponse<DemoGpGamesResponse>;
  };

  it('/demo/gt_games lists each demo provider once per type it has demo games of', async () => {
    const list = await gtGames();
    expect(list).toContainEqual({
      gt_id: 2,
      gp_id: 'GPR8',
      gp_name: 'R8 Slots',
      icon_light: '/api/provider-logo/gpr8.webp?gt_id=2',
      house: 0,
    });
    expect(list.filter((e) => e.gt_id === 2).map((e) => e.gp_id)).toEqual([...DEMO_PROVIDERS]);
    expect(
      list
        .filter((e) => e.gt_id === 6)
        .map((e) => e.gp_id)
        .sort(),
    ).toEqual(['GPJD', 'GPJL']);
    expect(list.every((e) => (DEMO_PROVIDERS as readonly string[]).includes(e.gp_id))).toBe(true);
    // The mobile template lists the same providers (demo games run everywhere).
    expect(await gtGames(1, 'H5_1')).toEqual(list);
  });

  it('/demo/gt_games drops a demo provider that goes inactive', async () => {
    app.services.db.prepare("UPDATE game_providers SET active = 0 WHERE gp_id = 'GPFC'").run();
    try {
      expect((await gtGames()).map((e) => e.gp_id)).not.toContain('GPFC');
    } finally {
      app.services.db.prepare("UPDATE game_providers SET active = 1 WHERE gp_id = 'GPFC'").run();
    }
  });

  it('/demo/gp_games lists a demo provider’s demo games of one type with what /demo/play needs', async () => {
    const { code, data } = await gpGames({});
    expect(code).toBe(100);
    const stored = app.services.db
      .prepare("SELECT COUNT(*) AS n FROM games WHERE gp_id = 'GPR8' AND game_type = 2 AND demo = 1 AND active = 1")
      .get() as { n: number };
    expect(data.list).toHaveLength(stored.n);
    expect(data.list[0]).toEqual({
      gp_id: 'GPR8',
      game_type: 2,
      game_code: 'e_r8_001',
      house: 0,
      gt_id: 2,
      game_name: expect.objectContaining({ en_US: expect.any(String) }),
      icon_light: expect.stringMatching(/^\/api\/game-art\/\d+\.webp$/),
    });
    // JD offers demo play on its first 15 slots only.
    expect((await gpGames({ gp_id: 'gpjd' })).data.list).toHaveLength(15);
  });

  it('/demo/gp_games has nothing for a provider without demo play', async () => {
    expect(await gpGames({ gp_id: 'GPPG' })).toEqual({ code: 100, message: 'success', data: { list: [] } });
  });

  it('refuses malformed bodies with a 400 and an unknown site with code 404', async () => {
    for (const payload of [
      { site_id: '1' },
      { site_id: '1', support_device: 5, template: 'pc' },
      { site_id: 1, support_device: [] },
    ]) {
      const res = await post(app, '/api/demo/gt_games', payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await gpGames({ game_type_id: 'slot' })).code).toBe(400);
    expect((await gpGames({ gp_id: '' })).code).toBe(400);
    expect((await gpGames({ site_id: 'nope' })).code).toBe(404);
  });
});
