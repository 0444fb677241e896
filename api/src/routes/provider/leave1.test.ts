import type { FastifyInstance } from 'fastify';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import { books, call, GAMES, memberEvents, newMember, startProviderApp, tokenOf } from './__tests__/fixtures.js';

jest.setTimeout(30_000);

const play = (game: { gp_id: string; game_type: number; game_code: string }) => ({
  ...game,
  lobby_url: '/close',
  device: 0,
});

describe('POST /api/member/game/leave1', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, recorder, close } = await startProviderApp()));
  afterAll(() => close());

  it('ends the open sessions, brings their providers’ balances back to main and answers the main balance', async () => {
    const db = app.services.db;
    const m = newMember(app, { depositCents: 10_000 });
    const url = (await call(app, '/api/member/game/play1', play(GAMES.slot), m.headers)).json().data.game_url as string;
    for (let i = 0; i < 5; i += 1) await call(app, '/api/provider/slot/spin', { token: tokenOf(url), bet: '1.00' });
    const before = books(db, m.id);
    expect(before.main).toBe(0);

    const res = await call(app, '/api/member/game/leave1', undefined, m.headers);
    expect(res.statusCode).toBe(200);
    const after = books(db, m.id);
    expect(res.json()).toEqual({ code: 100, message: 'success', data: { cash: (after.main / 100).toFixed(2) } });
    expect(after).toMatchObject({ main: before.providers, providers: 0, ledger: before.ledger });
    expect(after.main).toBe(10_000 - after.bets + after.wins);
    expect(db.prepare('SELECT is_playing FROM members WHERE id = ?').get(m.id)).toEqual({ is_playing: 0 });
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM game_sessions WHERE member_id = ? AND ended_at IS NULL').get(m.id),
    ).toEqual({ n: 0 });

    // Its member.cash carries the main balance after (and tells the client the quit is over).
    await recorder.waitFor(recorder.events.length);
    expect(memberEvents(recorder, m.id, 'member.cash').at(-1)).toEqual({ cash: res.json().data.cash });
    // The game page now refuses to spin.
    expect((await call(app, '/api/provider/slot/spin', { token: tokenOf(url), bet: '1.00' })).json().code).toBe(410);
  });

  it('leaves alone a provider wallet without an open session (that is the transfer-back’s job)', async () => {
    const db = app.services.db;
    const m = newMember(app, { depositCents: 3_000 });
    await call(app, '/api/member/game/play1', play(GAMES.slot), m.headers);
    await call(app, '/api/member/game/leave1', undefined, m.headers);
    // Money parked in another provider (as a seeded member has) stays there.
    db.prepare("INSERT INTO member_wallets (member_id, gp_id, cash_cents, updated_at) VALUES (?, 'GPZC', 0, 0)").run(
      m.id,
    );
    const res = (await call(app, '/api/member/game/leave1', undefined, m.headers)).json();
    expect(res.data.cash).toBe('30.00');
    expect(books(db, m.id)).toMatchObject({ main: 3_000, providers: 0 });
    expect(memberEvents(recorder, m.id, 'member.cash').map((e) => e.cash)).toEqual(['0.00', '30.00', '30.00']);
  });

  it('with transfers switched off ends the sessions without moving money', async () => {
    const db = app.services.db;
    const m = newMember(app, { depositCents: 800, walletStatus: 0 });
    db.prepare("INSERT INTO member_wallets (member_id, gp_id, cash_cents, updated_at) VALUES (?, 'GPZB', 0, 0)").run(
      m.id,
    );
    await call(app, '/api/member/game/play1', play(GAMES.slot), m.headers);
    const res = (await call(app, '/api/member/game/leave1', undefined, m.headers)).json();
    expect(res).toMatchObject({ code: 100, data: { cash: '8.00' } });
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM game_sessions WHERE member_id = ? AND ended_at IS NULL').get(m.id),
    ).toEqual({ n: 0 });
  });

  it('answers 401 without a session and 400 to a body that is not JSON', async () => {
    expect((await call(app, '/api/member/game/leave1')).statusCode).toBe(401);
    const m = newMember(app);
    const res = await call(app, '/api/member/game/leave1', undefined, {
      ...m.headers,
      'content-type': 'application/json',
    });
    expect(res.json().code).toBe(100); // an empty JSON body is {}
    const { send } = await import('../../test/helpers.js');
    const broken = await send(app, '/api/member/game/leave1', {
      headers: { ...m.headers, 'content-type': 'application/json' },
      body: '{',
    });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 400]);
  });
});
