// The session service with a chosen random source and clock (the routes use crypto and Date.now).
import type { FastifyInstance } from 'fastify';
import {
  books,
  GAMES,
  ledgerRows,
  newMember,
  providerCents,
  startProviderApp,
} from '../../routes/provider/__tests__/fixtures.js';
import { REELS, type SlotSymbol } from './game-sessions-slot.js';
import {
  createGameSessions,
  DEMO_SESSION_TTL_MS,
  InvalidBetError,
  SessionEndedError,
  SessionNotFoundError,
  gameNameIn,
} from './game-sessions.js';
import { createGameWallet, createMainLedger, InsufficientBalanceError } from '../cashier/index.js';

jest.setTimeout(30_000);

/** Stops that put `symbol` on the line of every reel. */
const stopsFor = (symbol: SlotSymbol) => REELS.map((reel) => reel.indexOf(symbol));
const stopsForLine = (line: SlotSymbol[]) => REELS.map((reel, i) => reel.indexOf(line[i]!));

describe('game sessions', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startProviderApp()));
  afterAll(() => close());

  function service(stops: number[][] = [], clock = { now: Date.now() }) {
    const queue = stops.flat();
    const published: unknown[] = [];
    const publisher = {
      publishMemberCash: async (id: number, cash: string) => void published.push({ id, cash }),
      publishToMember: async () => undefined,
    };
    const log = { warn: () => undefined };
    const wallet = createGameWallet(app.services.db, createMainLedger(app.services.db, publisher, log), publisher, log);
    const sessions = createGameSessions(app.services.db, wallet, {
      random: () => queue.shift() ?? 0,
      now: () => clock.now,
    });
    return { sessions, wallet, published };
  }
  const slot = () =>
    app.services.db.prepare('SELECT * FROM games WHERE game_code = ?').get(GAMES.slot.game_code) as never;
  const demoGame = () =>
    app.services.db.prepare('SELECT * FROM games WHERE game_code = ?').get(GAMES.demo.game_code) as never;

  it('a winning spin debits the bet and credits the win on the provider wallet, with ledger rows bet and win', () => {
    const { sessions } = service([stopsFor('seven'), stopsForLine(['cherry', 'bell', 'cherry'])]);
    const m = newMember(app, { depositCents: 10_000 });
    const { token } = sessions.launch({
      member: { id: m.id, member_currency: 'USD' },
      game: slot(),
      lobbyUrl: '/close',
      lang: 'en_US',
      moveMoney: true,
    });

    const jackpot = sessions.spin(token, 100);
    expect(jackpot).toMatchObject({
      line: ['seven', 'seven', 'seven'],
      betCents: 100,
      winCents: 10_000,
      balanceCents: 19_900,
      demo: false,
    });
    const twoCherries = sessions.spin(token, 200);
    expect(twoCherries).toMatchObject({ line: ['cherry', 'bell', 'cherry'], winCents: 600, balanceCents: 20_300 });

    expect(ledgerRows(app.services.db, m.id).slice(3)).toEqual([
      { gp_id: 'GPZB', amount_cents: -100, balance_after_cents: 9_900, reason: 'bet' },
      { gp_id: 'GPZB', amount_cents: 10_000, balance_after_cents: 19_900, reason: 'win' },
      { gp_id: 'GPZB', amount_cents: -200, balance_after_cents: 19_700, reason: 'bet' },
      { gp_id: 'GPZB', amount_cents: 600, balance_after_cents: 20_300, reason: 'win' },
    ]);
    expect(books(app.services.db, m.id)).toMatchObject({
      main: 0,
      providers: 20_300,
      ledger: 20_300,
      deposits: 10_000,
      bets: 300,
      wins: 10_600,
    });
    // The page shows where the reels stopped and the last win.
    expect(sessions.view(token)).toMatchObject({
      stops: stopsForLine(['cherry', 'bell', 'cherry']),
      lastWinCents: 600,
      balanceCents: 20_300,
    });
  });

  it('a losing spin writes only the bet; a bet above the balance changes nothing', () => {
    const { sessions } = service([stopsForLine(['bell', 'star', 'lemon'])]);
    const m = newMember(app, { depositCents: 150 });
    const { token } = sessions.launch({
      member: { id: m.id, member_currency: 'USD' },
      game: slot(),
      lobbyUrl: '',
      lang: 'en_US',
      moveMoney: true,
    });
    expect(sessions.spin(token, 100)).toMatchObject({ winCents: 0, balanceCents: 50 });
    expect(() => sessions.spin(token, 100)).toThrow(InsufficientBalanceError);
    expect(providerCents(app.services.db, m.id, 'GPZB')).toBe(50);
    expect(ledgerRows(app.services.db, m.id).filter((r) => r.reason === 'bet')).toHaveLength(1);
  });

  it('refuses a bet not on the list, an unknown token and an ended session', () => {
    const { sessions } = service();
    const m = newMember(app, { depositCents: 5_000 });
    const { token } = sessions.launch({
      member: { id: m.id, member_currency: 'USD' },
      game: slot(),
      lobbyUrl: '',
      lang: 'en_US',
      moveMoney: true,
    });
    expect(() => sessions.spin(token, 123)).toThrow(InvalidBetError);
    expect(() => sessions.spin('x'.repeat(43), 100)).toThrow(SessionNotFoundError);
    sessions.leave(m.id, true);
    expect(() => sessions.spin(token, 100)).toThrow(SessionEndedError);
    expect(books(app.services.db, m.id)).toMatchObject({ main: 5_000, providers: 0, bets: 0 });
  });

  it('plays a demo on fun money held by the session, never on a wallet, and ends it after a day', () => {
    const clock = { now: Date.now() };
    const { sessions } = service([stopsForLine(['bell', 'star', 'lemon']), stopsFor('lemon')], clock);
    // The seed's history has bets on GPR8 (player01's): only rows written by this demo would count.
    const seededUpTo = app.services.db.prepare('SELECT COALESCE(MAX(id), 0) FROM wallet_ledger').pluck().get();
    const token = sessions.launchDemo({ game: demoGame(), lobbyUrl: '/close', lang: 'en_US', currency: 'USD' });
    expect(sessions.view(token)).toMatchObject({ demo: true, balanceCents: 200_000, ended: false, lobbyUrl: '/close' });
    expect(sessions.spin(token, 1_000)).toMatchObject({ demo: true, balanceCents: 199_000 });
    expect(sessions.spin(token, 1_000)).toMatchObject({ winCents: 10_000, balanceCents: 208_000 });
    const wallets = app.services.db
      .prepare("SELECT COUNT(*) AS n FROM wallet_ledger WHERE reason IN ('bet', 'win') AND gp_id = 'GPR8' AND id > ?")
      .get(seededUpTo);
    expect(wallets).toEqual({ n: 0 });
    clock.now += DEMO_SESSION_TTL_MS;
    expect(sessions.view(token)?.ended).toBe(true);
    expect(() => sessions.spin(token, 1_000)).toThrow(SessionEndedError);
  });

  it('names the game in the session language, English otherwise', () => {
    expect(gameNameIn('Plain', 'zh_CN')).toBe('Plain');
    expect(gameNameIn('{"en_US":"Bee","zh_CN":"蜜蜂"}', 'zh_CN')).toBe('蜜蜂');
    expect(gameNameIn('{"en_US":"Bee","zh_CN":"蜜蜂"}', 'ta_IN')).toBe('Bee');
    expect(gameNameIn('{"vi_VN":"Ong"}', 'ta_IN')).toBe('Ong');
    expect(gameNameIn('{broken', 'en_US')).toBe('{broken');
  });
});
