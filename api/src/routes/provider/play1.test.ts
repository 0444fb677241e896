import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../lib/tokens.js';
import { send } from '../../test/helpers.js';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import {
  books,
  call,
  GAMES,
  ledgerRows,
  memberEvents,
  newMember,
  providerCents,
  startProviderApp,
  tokenOf,
} from './__tests__/fixtures.js';

jest.setTimeout(30_000);

const play = (game: { gp_id: string; game_type: number; game_code: string }, extra: Record<string, unknown> = {}) => ({
  ...game,
  lobby_url: '/close',
  device: 1,
  ...extra,
});

describe('POST /api/member/game/play1', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, recorder, close } = await startProviderApp()));
  afterAll(() => close());

  it('moves the whole main balance into the provider wallet with a ledger row on each side, then publishes member.cash', async () => {
    const m = newMember(app, { depositCents: 12_345 });
    const res = await call(
      app,
      '/api/member/game/play1',
      play(GAMES.slot, { extra: { table: 'a', seat: 2 } }),
      m.headers,
    );
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(100);
    expect(data.game_url).toMatch(/^\/api\/provider\/slot\?token=[A-Za-z0-9_-]{43}$/);

    const db = app.services.db;
    expect(books(db, m.id)).toMatchObject({ main: 0, providers: 12_345, ledger: 12_345, transfers: 0 });
    expect(providerCents(db, m.id, GAMES.slot.gp_id)).toBe(12_345);
    expect(ledgerRows(db, m.id).slice(1)).toEqual([
      { gp_id: null, amount_cents: -12_345, balance_after_cents: 0, reason: 'transfer_to:GPZB' },
      { gp_id: 'GPZB', amount_cents: 12_345, balance_after_cents: 12_345, reason: 'transfer_from:main' },
    ]);
    const member = db.prepare('SELECT is_playing FROM members WHERE id = ?').get(m.id);
    expect(member).toEqual({ is_playing: 1 });
    const lastPlayed = db
      .prepare('SELECT g.game_code FROM member_last_played l JOIN games g ON g.id = l.game_id WHERE l.member_id = ?')
      .all(m.id);
    expect(lastPlayed).toEqual([{ game_code: GAMES.slot.game_code }]);

    // Only the token's hash is stored.
    const token = tokenOf(data.game_url);
    const sessions = db
      .prepare('SELECT token_hash, gp_id, lobby_url, ended_at, demo FROM game_sessions WHERE member_id = ?')
      .all(m.id);
    expect(sessions).toEqual([
      { token_hash: sha256(token), gp_id: 'GPZB', lobby_url: '/close', ended_at: null, demo: 0 },
    ]);

    await recorder.waitFor(1);
    expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([{ cash: '0.00' }]);
  });

  it('opens a second game with what is left in main (nothing), keeping the first provider wallet', async () => {
    const m = newMember(app, { depositCents: 5_000 });
    expect((await call(app, '/api/member/game/play1', play(GAMES.slot), m.headers)).json().code).toBe(100);
    expect((await call(app, '/api/member/game/play1', play(GAMES.other), m.headers)).json().code).toBe(100);
    const db = app.services.db;
    expect(providerCents(db, m.id, GAMES.slot.gp_id)).toBe(5_000);
    expect(providerCents(db, m.id, GAMES.other.gp_id)).toBe(0);
    // A move of nothing writes no ledger rows.
    expect(ledgerRows(db, m.id)).toHaveLength(3);
    expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([{ cash: '0.00' }, { cash: '0.00' }]);
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM game_sessions WHERE member_id = ? AND ended_at IS NULL').get(m.id),
    ).toEqual({ n: 2 });
  });

  it('with transfers switched off (wallet_status 0) opens the game without moving money and publishes forward_game.status 957', async () => {
    const m = newMember(app, { depositCents: 7_000, walletStatus: 0 });
    const res = (await call(app, '/api/member/game/play1', play(GAMES.slot), m.headers)).json();
    expect(res.code).toBe(100);
    expect(books(app.services.db, m.id)).toMatchObject({ main: 7_000, providers: 0 });
    await recorder.waitFor(recorder.events.length);
    expect(memberEvents(recorder, m.id, 'forward_game.status')).toEqual([{ code: 957 }]);
    expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([]);
    const page = await send(app, res.data.game_url, { method: 'GET' });
    expect(page.statusCode).toBe(200);
  });

  it('answers 404 for an unknown game, a switched-off game and a game of a switched-off provider, moving nothing', async () => {
    const m = newMember(app, { depositCents: 1_000 });
    for (const game of [
      { ...GAMES.slot, game_code: 'no-such-game' },
      { ...GAMES.slot, game_type: 3 },
      GAMES.switchedOff,
      GAMES.offProvider,
    ]) {
      const res = await call(app, '/api/member/game/play1', play(game), m.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    }
    expect(books(app.services.db, m.id)).toMatchObject({ main: 1_000, providers: 0 });
    expect(app.services.db.prepare('SELECT is_playing FROM members WHERE id = ?').get(m.id)).toEqual({ is_playing: 0 });
  });

  it("answers 203 with the maintenance interval in the site's timezone while the provider is in maintenance", async () => {
    const db = app.services.db;
    const m = newMember(app, { depositCents: 1_000 });
    db.prepare(
      "UPDATE sites SET settings = json_set(settings, '$.TIMEZONE', 'Asia/Kolkata') WHERE site_id = '1'",
    ).run();
    const start = Date.UTC(2026, 0, 2, 3, 4, 5);
    const setWindow = db.prepare('UPDATE game_providers SET maintain_start = ?, maintain_end = ? WHERE gp_id = ?');
    try {
      setWindow.run(Date.now() - 60_000, null, GAMES.slot.gp_id);
      const open = (await call(app, '/api/member/game/play1', play(GAMES.slot), m.headers)).json();
      expect(open.code).toBe(203);
      expect(open.data.maintain_interval.end).toBeNull();
      expect(open.data.maintain_interval.start).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      setWindow.run(start, Date.now() + 3_600_000, GAMES.slot.gp_id);
      const bounded = (await call(app, '/api/member/game/play1', play(GAMES.slot), m.headers)).json();
      expect(bounded).toMatchObject({ code: 203, data: { maintain_interval: { start: '2026-01-02 08:34:05' } } });
      expect(bounded.data.maintain_interval.end).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(books(db, m.id)).toMatchObject({ main: 1_000, providers: 0 });

      // Over, or not yet begun: the game opens.
      setWindow.run(start, start + 1_000, GAMES.slot.gp_id);
      expect((await call(app, '/api/member/game/play1', play(GAMES.slot), m.headers)).json().code).toBe(100);
      setWindow.run(Date.now() + 3_600_000, null, GAMES.other.gp_id);
      expect((await call(app, '/api/member/game/play1', play(GAMES.other), m.headers)).json().code).toBe(100);
    } finally {
      setWindow.run(null, null, GAMES.slot.gp_id);
      setWindow.run(null, null, GAMES.other.gp_id);
      db.prepare("UPDATE sites SET settings = json_remove(settings, '$.TIMEZONE') WHERE site_id = '1'").run();
    }
  });

  it('answers 401 without a session', async () => {
    const res = await call(app, '/api/member/game/play1', play(GAMES.slot));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401 });
  });

  it('answers 400 to malformed bodies and lobby URLs, never 500, and moves nothing', async () => {
    const m = newMember(app, { depositCents: 2_500 });
    const bad: unknown[] = [
      [play(GAMES.slot)],
      'play',
      {},
      { ...play(GAMES.slot), gp_id: undefined },
      { ...play(GAMES.slot), game_type: 'slot' },
      { ...play(GAMES.slot), game_type: 2.5 },
      { ...play(GAMES.slot), device: -1 },
      { ...play(GAMES.slot), game_code: 'x'.repeat(65) },
      { ...play(GAMES.slot), gp_id: 'GP R8' },
      { ...play(GAMES.slot), lobby_url: 'javascript:alert(1)' },
      { ...play(GAMES.slot), lobby_url: '//evil.example/close' },
      { ...play(GAMES.slot), lobby_url: 'https://user:pw@localhost/' },
      { ...play(GAMES.slot), lobby_url: 'https://site.example/close' },
      { ...play(GAMES.slot), extra: { nested: { a: 1 } } },
      { ...play(GAMES.slot), extra: 'x' },
    ];
    for (const body of bad) {
      const res = await call(app, '/api/member/game/play1', body, m.headers);
      expect([res.statusCode, res.json().code]).toEqual([400, 400]);
    }
    const broken = await send(app, '/api/member/game/play1', {
      headers: { 'content-type': 'application/json', ...m.headers },
      body: '{"gp_id":',
    });
    expect(broken.statusCode).toBe(400);
    expect(books(app.services.db, m.id)).toMatchObject({ main: 2_500, providers: 0 });
  });

  it("accepts an absolute lobby URL on the site's origin (locally any localhost) and numbers sent as text", async () => {
    const m = newMember(app, { depositCents: 100 });
    const res = await call(
      app,
      '/api/member/game/play1',
      { ...play(GAMES.slot), game_type: '2', device: '0', lobby_url: 'http://localhost:3000/close?x=1' },
      m.headers,
    );
    expect(res.json().code).toBe(100);
  });
});
