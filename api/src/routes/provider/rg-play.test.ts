// Loss and session limits on the game routes, over real HTTP with the real realtime
// server: play1 refused with 602 once losing spins reach a loss limit and with 603 once the login
// session is older than the session limit, both before any money moves; the member's page (a
// real pusher-js client) hears loss_limit once when a spin reaches the limit; the next
// transfer-back ends the running game session past a limit and leaves it open otherwise.
import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import { RealtimeEvent, ResponsibleGamingCode, type ResponsibleGamingNotice } from '@croupier/shared/contracts';
import { createRealtimeServer, type RealtimeServer } from '../../realtime/server.js';
import { betOptions } from '../../services/games/index.js';
import { send, startApp } from '../../test/helpers.js';
import { memberPusher, nextOn } from '../../test/member-pusher.js';
import { setRgLimit } from '../../test/rg-rows.js';
import { books, call, GAMES, insertCatalogue, newMember, tokenOf, type TestMember } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

let realtime: RealtimeServer;
let realtimePort: number;
let app: FastifyInstance;
const clients: Pusher[] = [];

beforeAll(async () => {
  realtime = createRealtimeServer({
    appId: 'croupier',
    key: 'croupier-key',
    secret: 'croupier-secret',
    port: 0,
    host: '127.0.0.1',
  });
  realtimePort = (await realtime.listen()).port;
  app = await startApp({
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(realtimePort),
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  insertCatalogue(app.services.db);
});
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await app.close();
  await realtime.close();
});

const play1 = (m: TestMember) =>
  call(app, '/api/member/game/play1', { ...GAMES.slot, lobby_url: '/close', device: 1 }, m.headers);
const spin = (token: string, bet: string) => call(app, '/api/provider/slot/spin', { token, bet });
const openSessions = (memberId: number) =>
  app.services.db
    .prepare('SELECT COUNT(*) FROM game_sessions WHERE member_id = ? AND ended_at IS NULL')
    .pluck()
    .get(memberId) as number;

/**
 * Launches the slot and spins until the member's net loss reaches `limitCents`, each spin betting
 * the smallest of the slot's bets that covers what is left to lose (a losing spin reaches it; with
 * 1.00 bets an early big win left hundreds of spins to lose back, past the 8 s the notice is waited
 * for on a loaded machine); the spins' net results, in order.
 */
async function loseUntil(m: TestMember, limitCents: number): Promise<{ gameToken: string; nets: number[] }> {
  const launched = (await play1(m)).json();
  expect(launched.code).toBe(100);
  const gameToken = tokenOf(launched.data.game_url);
  const nets: number[] = [];
  while (lostAfter(nets) < limitCents) {
    const bets = betOptions('USD');
    const betCents = bets.find((b) => b >= limitCents - lostAfter(nets)) ?? bets.at(-1)!;
    const res = (await spin(gameToken, (betCents / 100).toFixed(2))).json();
    expect(res.code).toBe(100);
    nets.push(Math.round(Number(res.data.win) * 100) - betCents);
  }
  return { gameToken, nets };
}

/** The net loss (bets − wins, never below 0) after these spins' net results. */
const lostAfter = (nets: number[]) => Math.max(0, -nets.reduce((sum, net) => sum + net, 0));

/** How many spins took the net loss from below `limitCents` to at least it. */
const crossings = (nets: number[], limitCents: number) =>
  nets.filter((_, i) => lostAfter(nets.slice(0, i)) < limitCents && lostAfter(nets.slice(0, i + 1)) >= limitCents)
    .length;

it('refuses play1 with 602 once losing spins reach the loss limit, before any money moves; the page hears loss_limit once', async () => {
  const m = newMember(app, { depositCents: 50_000 });
  setRgLimit(app.services.db, m.id, 'loss_day', 300);
  const client = memberPusher(app, realtimePort, m.token);
  clients.push(client);
  const channel = client.subscribe(`private-member.${m.id}`);
  await nextOn(channel, 'pusher:subscription_succeeded');
  const notices: ResponsibleGamingNotice[] = [];
  channel.bind(RealtimeEvent.responsibleGaming, (data: ResponsibleGamingNotice) => notices.push(data));
  const first = nextOn<ResponsibleGamingNotice>(channel, RealtimeEvent.responsibleGaming);

  const { gameToken, nets } = await loseUntil(m, 300);
  expect(await first).toEqual({ reason: 'loss_limit', period: 'day' });
  // The running game goes on until its transfer-back; spins past the limit say nothing more
  // (only a spin that takes the loss from below the limit to it again would).
  // A win may take the loss below the limit again: spin on until it is reached at the end.
  for (let i = 0; i < 3 || lostAfter(nets) < 300; i += 1)
    nets.push(Math.round(Number((await spin(gameToken, '1.00')).json().data.win) * 100) - 100);
  // The member leaves: member.cash comes after every notice of the spins.
  const cash = nextOn(channel, 'member.cash');
  expect((await call(app, '/api/member/game/leave1', undefined, m.headers)).json().code).toBe(100);
  await cash;
  expect(notices).toHaveLength(crossings(nets, 300));

  const before = books(app.services.db, m.id);
  const refused = (await play1(m)).json();
  expect(refused).toEqual({
    code: ResponsibleGamingCode.lossLimit,
    message: expect.stringContaining('daily loss limit'),
    data: { period: 'day' },
  });
  expect(books(app.services.db, m.id)).toEqual(before);
  expect(openSessions(m.id)).toBe(0);
});

it('refuses play1 with 603 when the login session is older than the session limit, and not within it', async () => {
  const m = newMember(app, { depositCents: 10_000 });
  setRgLimit(app.services.db, m.id, 'session', 30);
  const startedAt = (minutesAgo: number) =>
    app.services.db
      .prepare('UPDATE sessions SET created_at = ? WHERE member_id = ?')
      .run(Date.now() - minutesAgo * 60_000, m.id);
  startedAt(31);
  const before = books(app.services.db, m.id);
  const refused = (await play1(m)).json();
  expect(refused).toEqual({
    code: ResponsibleGamingCode.sessionLimit,
    message: expect.stringContaining('30 minutes'),
    data: { limit_minutes: 30 },
  });
  expect(books(app.services.db, m.id)).toEqual(before);
  expect(openSessions(m.id)).toBe(0);

  // Another login session of the same member, younger than the limit, plays.
  const fresh = { ...m, token: app.services.sessions.create(m.id, '127.0.0.1', 'jest') };
  expect((await play1({ ...fresh, headers: { authorization: fresh.token } })).json().code).toBe(100);
});

it('ends the running game session at the transfer-back once the loss limit is reached, and leaves it open before', async () => {
  const m = newMember(app, { depositCents: 50_000 });
  setRgLimit(app.services.db, m.id, 'loss_week', 200);
  const launched = (await play1(m)).json();
  const url: string = launched.data.game_url;
  // Below the limit: the transfer-back moves the money, the game session stays open.
  expect((await call(app, '/api/member/profile/balance/all/back', undefined, m.headers)).json().code).toBe(100);
  expect(openSessions(m.id)).toBe(1);
  await call(app, '/api/member/game/leave1', undefined, m.headers);

  const { gameToken } = await loseUntil(m, 200);
  const back = (await call(app, '/api/member/profile/balance/all/back', undefined, m.headers)).json();
  expect(back.code).toBe(100);
  expect(openSessions(m.id)).toBe(0);
  const b = books(app.services.db, m.id);
  expect(b).toMatchObject({ providers: 0, main: b.ledger });
  expect(back.data.cash).toBe((b.main / 100).toFixed(2));
  // The running game cannot go on: its spin is refused and its page shows the ended state.
  expect((await spin(gameToken, '1.00')).json().code).not.toBe(100);
  const page = await send(app, `${new URL(url, 'http://x').pathname}?token=${gameToken}`, { method: 'GET' });
  expect(page.statusCode).toBe(410);
  expect(page.body).toContain('This game session has ended.');
  expect(app.services.db.prepare('SELECT is_playing FROM members WHERE id = ?').pluck().get(m.id)).toBe(0);
});

it('ends the running game session at the transfer-back once the session limit has passed', async () => {
  const m = newMember(app, { depositCents: 10_000 });
  expect((await play1(m)).json().code).toBe(100);
  setRgLimit(app.services.db, m.id, 'session', 5);
  app.services.db.prepare('UPDATE sessions SET created_at = ? WHERE member_id = ?').run(Date.now() - 6 * 60_000, m.id);
  const back = await call(app, '/api/member/profile/balance_get_back', undefined, m.headers);
  expect(back.json().header.status).toBe('200100');
  expect(openSessions(m.id)).toBe(0);
  expect(books(app.services.db, m.id)).toMatchObject({ main: 10_000, providers: 0 });
});
