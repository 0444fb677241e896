import type { FastifyInstance } from 'fastify';
import { books, GAMES, ledgerRows, newMember, startProviderApp } from '../../routes/provider/__tests__/fixtures.js';
import { createGameSessions } from '../games/index.js';
import { createGameWallet } from './game-wallet.js';
import { createMainLedger } from './main-ledger.js';

jest.setTimeout(30_000);

describe('game wallet', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startProviderApp()));
  afterAll(() => close());

  function wallet(publishMemberCash: (id: number, cash: string) => Promise<void>) {
    const warnings: unknown[] = [];
    const publisher = { publishMemberCash, publishToMember: async () => undefined };
    const log = { warn: (o: unknown) => void warnings.push(o) };
    const w = createGameWallet(app.services.db, createMainLedger(app.services.db, publisher, log), publisher, log);
    return { w, warnings };
  }

  it('a launch is one transaction: when the session cannot be written, no money moves and no ledger row stays', () => {
    const db = app.services.db;
    const { w } = wallet(async () => undefined);
    const sessions = createGameSessions(db, w);
    const m = newMember(app, { depositCents: 4_200 });
    const game = db
      .prepare(
        'SELECT g.*, p.active AS provider_active FROM games g JOIN game_providers p USING (gp_id) WHERE game_code = ?',
      )
      .get(GAMES.slot.game_code) as never;
    db.exec(
      `CREATE TRIGGER sessions_down BEFORE INSERT ON game_sessions BEGIN SELECT RAISE(ABORT, 'sessions down'); END`,
    );
    try {
      expect(() =>
        sessions.launch({
          member: { id: m.id, member_currency: 'USD' },
          game,
          lobbyUrl: '',
          lang: 'en_US',
          moveMoney: true,
        }),
      ).toThrow('sessions down');
    } finally {
      db.exec('DROP TRIGGER sessions_down');
    }
    expect(books(db, m.id)).toMatchObject({ main: 4_200, providers: 0 });
    expect(ledgerRows(db, m.id)).toHaveLength(1);
    expect(db.prepare('SELECT is_playing FROM members WHERE id = ?').get(m.id)).toEqual({ is_playing: 0 });
  });

  it('announces member.cash one at a time per member, each with the balance when it is sent', async () => {
    const db = app.services.db;
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const { w } = wallet(async (_id, cash) => {
      sent.push(cash);
      if (sent.length === 1) await new Promise<void>((r) => (release = r));
    });
    const m = newMember(app, { depositCents: 1_000 });
    const first = w.announceCash(m.id);
    await new Promise((r) => setTimeout(r, 20));
    db.prepare('UPDATE members SET cash_cents = 2500 WHERE id = ?').run(m.id);
    const second = w.announceCash(m.id);
    await new Promise((r) => setTimeout(r, 20));
    // The second waits for the first.
    expect(sent).toEqual(['10.00']);
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['10.00', '25.00']);
  });

  it('logs a publish that fails and keeps going', async () => {
    const { w, warnings } = wallet(async () => {
      throw new Error('realtime down');
    });
    const m = newMember(app);
    await expect(w.announceCash(m.id)).resolves.toBeUndefined();
    expect(warnings).toEqual([expect.objectContaining({ memberId: m.id, reason: 'realtime down' })]);
  });

  it('runs one transfer-back per member at a time', async () => {
    const { w } = wallet(async () => undefined);
    let finish: () => void = () => undefined;
    const running = w.exclusiveTransferBack(1, () => new Promise<string>((r) => (finish = () => r('done'))));
    expect(await w.exclusiveTransferBack(1, async () => 'second')).toBeNull();
    expect(await w.exclusiveTransferBack(2, async () => 'other member')).toBe('other member');
    finish();
    expect(await running).toBe('done');
    expect(await w.exclusiveTransferBack(1, async () => 'again')).toBe('again');
  });
});
