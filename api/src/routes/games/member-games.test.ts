import type { FastifyInstance } from 'fastify';
import type { LastPlayingResponse, NewStyleResponse } from '@croupier/shared/contracts';
import { post, startApp, tokenFor } from '../../test/helpers.js';

jest.setTimeout(30_000);

const LAST = '/api/arks/web/member-games/last-playing-game';
const FAVORITE = '/api/arks/web/member-games/favorite/store';

describe('member games: last played and favourites', () => {
  let app: FastifyInstance;
  let player: string;
  let agent: string;
  beforeAll(async () => {
    app = await startApp();
    player = await tokenFor(app, 'player01', 'player123');
    agent = await tokenFor(app, 'agent01', 'agent123');
  });
  afterAll(() => app.close());

  const memberId = (account: string) =>
    (app.services.db.prepare('SELECT id FROM members WHERE member_account = ?').get(account) as { id: number }).id;
  const gameId = (gp: string, code: string) =>
    (app.services.db.prepare('SELECT id FROM games WHERE gp_id = ? AND game_code = ?').get(gp, code) as { id: number })
      .id;
  /** What play1 (the provider area) writes when a member launches a game. */
  const played = (account: string, id: number, at: number) =>
    app.services.db
      .prepare(
        `INSERT INTO member_last_played (member_id, game_id, played_at) VALUES (?, ?, ?)
         ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = excluded.played_at`,
      )
      .run(memberId(account), id, at);

  it.each([LAST, FAVORITE])('%s answers HTTP 401 without a valid session', async (url) => {
    for (const headers of [{}, { authorization: 'x'.repeat(43) }] as Record<string, string>[]) {
      const res = await post(app, url, { data: { game_id: 1, status: 1 } }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: 'Unauthorized', data: null });
    }
  });

  it('lists the member’s last played games, most recent first, and nobody else’s', async () => {
    const list = async (token: string) =>
      (await post(app, LAST, {}, { authorization: token })).json() as NewStyleResponse<LastPlayingResponse>;
    expect(await list(player)).toEqual({ code: 100, message: 'success', data: { list: [] } });

    const [a, b, c] = [gameId('GPR8', 'e_r8_001'), gameId('GPJD', 'e_jd_002'), gameId('GPJL', 'lobby')];
    played('player01', a, 1_000);
    played('player01', b, 3_000);
    played('player01', c, 2_000);
    played('agent01', a, 5_000);
    expect((await list(player)).data.list).toEqual([{ game_id: b }, { game_id: c }, { game_id: a }]);
    // Playing an older game again moves it to the front.
    played('player01', a, 4_000);
    expect((await list(player)).data.list.map((g) => g.game_id)).toEqual([a, b, c]);
    expect((await list(agent)).data.list).toEqual([{ game_id: a }]);
    // No body at all is fine too.
    expect((await post(app, LAST, undefined, { authorization: player })).json()).toMatchObject({ code: 100 });
  });

  it('stores and clears a favourite, idempotently, answering the new status', async () => {
    const id = gameId('GPPG', 'e_pg_001');
    const store = async (status: number) =>
      (await post(app, FAVORITE, { data: { game_id: id, status } }, { authorization: player })).json();
    const stored = () =>
      app.services.db
        .prepare('SELECT COUNT(*) AS n FROM member_game_favorites WHERE member_id = ? AND game_id = ?')
        .get(memberId('player01'), id);
    expect(await store(1)).toEqual({ code: 100, message: 'success', data: { game_id: id, status: 1 } });
    expect(await store(1)).toMatchObject({ code: 100 });
    expect(stored()).toEqual({ n: 1 });
    expect(await store(0)).toEqual({ code: 100, message: 'success', data: { game_id: id, status: 0 } });
    expect(await store(0)).toMatchObject({ code: 100 });
    expect(stored()).toEqual({ n: 0 });
  });

  it('answers code 404 for an unknown game, and for favouriting a game of an inactive provider', async () => {
    const unknown = await post(app, FAVORITE, { data: { game_id: 987654, status: 1 } }, { authorization: player });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ code: 404, message: 'Game 987654 not found', data: null });
    expect(
      (await post(app, FAVORITE, { data: { game_id: 987654, status: 0 } }, { authorization: player })).json(),
    ).toMatchObject({ code: 404 });
    const inactive = gameId('GPNE', 'hall');
    expect(
      (await post(app, FAVORITE, { data: { game_id: inactive, status: 1 } }, { authorization: player })).json(),
    ).toMatchObject({ code: 404 });
    expect(
      (await post(app, FAVORITE, { data: { game_id: inactive, status: 0 } }, { authorization: player })).json(),
    ).toMatchObject({ code: 100 });
  });

  it.each([
    ['no data', {}],
    ['data not an object', { data: 'x' }],
    ['a status of 2', { data: { game_id: 1, status: 2 } }],
    ['a game_id of 0', { data: { game_id: 0, status: 1 } }],
    ['a fractional game_id', { data: { game_id: 1.5, status: 1 } }],
    ['the fields at the top level', { game_id: 1, status: 1 }],
  ])('refuses %s with a 400', async (_what, payload) => {
    const res = await post(app, FAVORITE, payload, { authorization: player });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });
});
