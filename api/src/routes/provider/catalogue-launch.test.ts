// With the seeded catalogue (no fixture): what the games lists offer, the provider launches.
import type { FastifyInstance } from 'fastify';
import { startApp, tokenFor } from '../../test/helpers.js';
import { call, tokenOf } from './__tests__/fixtures.js';

jest.setTimeout(30_000);

interface Entry {
  gp_id: string;
  game_type: number;
  game_code: string;
  house: number;
  customized: boolean;
}

describe('launching what the catalogue lists', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('every demo game of a demo provider opens with /demo/play and spins on fun money', async () => {
    const providers = (
      await call(app, '/api/demo/gt_games', { site_id: '1', support_device: 0, currency: 'USD', template: 'pc' })
    ).json().data.list as { gt_id: number; gp_id: string; house: number }[];
    expect(providers.length).toBeGreaterThan(0);
    for (const p of providers) {
      const games = (
        await call(app, '/api/demo/gp_games', {
          site_id: '1',
          currency: 'USD',
          device: 0,
          gp_id: p.gp_id,
          game_type_id: p.gt_id,
          house: p.house,
        })
      ).json().data.list as Entry[];
      expect(games.length).toBeGreaterThan(0);
      for (const g of games.slice(0, 3)) {
        const res = (
          await call(app, '/api/demo/play', {
            site_id: '1',
            currency: 'USD',
            device: 0,
            gp_id: g.gp_id,
            game_type: g.game_type,
            game_code: g.game_code,
            house: g.house,
          })
        ).json();
        expect([g.gp_id, g.game_code, res.code]).toEqual([g.gp_id, g.game_code, 100]);
        const spin = (
          await call(app, '/api/provider/slot/spin', { token: tokenOf(res.data.game_url), bet: '1.00' })
        ).json();
        expect(spin).toMatchObject({ code: 100, data: { demo: true } });
      }
    }
  });

  it('a game of the slot list opens with play1 for a seeded member, and leave1 gives every cent back', async () => {
    const list = (
      await call(app, '/api/v3/game_list', { currency: 'USD', site_id: '1', support_device: 0, template: 'pc' })
    ).json().data as { gt_id: number; gp_list: Entry[] }[];
    const halls = list.find((t) => t.gt_id === 2)!.gp_list;
    const hall = halls.find((h) => h.gp_id === 'GPR8') ?? halls[0]!;
    const label = (
      await call(app, '/api/v2/game_label', {
        site_id: '1',
        currency: 'USD',
        device: 0,
        gp_id: hall.gp_id,
        game_type_id: 2,
        house: hall.house,
      })
    ).json().data;
    const game = (label.main as Entry[]).find((g) => g.customized)!;
    const token = await tokenFor(app, 'player01', 'player123');
    const headers = { authorization: token };
    const before = (await call(app, '/api/member/profile/my_cash', undefined, headers)).json().body.total as string;

    const play = (
      await call(
        app,
        '/api/member/game/play1',
        { gp_id: game.gp_id, game_type: game.game_type, game_code: game.game_code, lobby_url: '/close', device: 0 },
        headers,
      )
    ).json();
    expect(play.code).toBe(100);
    const spin = (
      await call(app, '/api/provider/slot/spin', { token: tokenOf(play.data.game_url), bet: '1.00' })
    ).json();
    expect(spin.code).toBe(100);
    const leave = (await call(app, '/api/member/game/leave1', undefined, headers)).json();
    expect(leave.code).toBe(100);
    const back = (await call(app, '/api/member/profile/balance/all/back', undefined, headers)).json();
    const after = (await call(app, '/api/member/profile/my_cash', undefined, headers)).json().body;
    // Everything is in main again, and the total moved by exactly the spin's result.
    expect(after.total).toBe(back.data.cash);
    expect(Math.round(Number(after.total) * 100)).toBe(Math.round((Number(before) - 1 + Number(spin.data.win)) * 100));
  });
});
