import type { FastifyInstance } from 'fastify';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import { books, call, GAMES, ledgerRows, memberEvents, newMember, startProviderApp } from './__tests__/fixtures.js';

jest.setTimeout(30_000);

describe('transfer-back: POST /api/member/profile/balance/all/back and the old /member/profile/balance_get_back', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, recorder, close } = await startProviderApp()));
  afterAll(() => close());

  /** A member with 10.00 in main after launching (the deposit went in) and money in two providers. */
  async function memberWithProviderMoney() {
    const db = app.services.db;
    const m = newMember(app, { depositCents: 4_000 });
    await call(app, '/api/member/game/play1', { ...GAMES.slot, lobby_url: '', device: 0 }, m.headers);
    // A second deposit lands in main while the first provider holds the stake.
    db.transaction(() => {
      db.prepare('UPDATE members SET cash_cents = cash_cents + 1000 WHERE id = ?').run(m.id);
      db.prepare(
        "INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at) VALUES (?, NULL, 1000, 1000, 'deposit', 0)",
      ).run(m.id);
    })();
    await call(app, '/api/member/game/play1', { ...GAMES.other, lobby_url: '', device: 0 }, m.headers);
    expect(books(db, m.id)).toMatchObject({ main: 0, providers: 5_000 });
    return m;
  }

  it('moves every provider wallet back, answers cash, publishes member.cash then all_transfer_back', async () => {
    const m = await memberWithProviderMoney();
    recorder.events.splice(0);
    const res = await call(app, '/api/member/profile/balance/all/back', undefined, m.headers);
    expect(res.json()).toEqual({ code: 100, message: 'success', data: { cash: '50.00' } });
    expect(books(app.services.db, m.id)).toMatchObject({ main: 5_000, providers: 0, ledger: 5_000, transfers: 0 });
    expect(
      ledgerRows(app.services.db, m.id)
        .slice(-4)
        .map((r) => [r.gp_id, r.amount_cents, r.reason]),
    ).toEqual([
      ['GPZB', -4_000, 'transfer_to:main'],
      [null, 4_000, 'transfer_from:GPZB'],
      ['GPZC', -1_000, 'transfer_to:main'],
      [null, 1_000, 'transfer_from:GPZC'],
    ]);
    await recorder.waitFor(2);
    expect(recorder.events.map((e) => e.body.name)).toEqual(['member.cash', 'all_transfer_back']);
    expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([{ cash: '50.00' }]);
    expect(memberEvents(recorder, m.id, 'all_transfer_back')).toEqual([{ cash: '50.00' }]);
  });

  it('answers the old call in the old style, like my_cash', async () => {
    const m = await memberWithProviderMoney();
    const res = await call(app, '/api/member/profile/balance_get_back', undefined, m.headers);
    expect(res.json()).toEqual({ header: { status: '200100', desc: 'success' }, body: { cash: '50.00' } });
    const nothingLeft = await call(app, '/api/member/profile/balance_get_back', undefined, m.headers);
    expect(nothingLeft.json().body).toEqual({ cash: '50.00' });
  });

  it('answers 104 when the member’s transfers are switched off, moving nothing', async () => {
    const db = app.services.db;
    const m = newMember(app, { walletStatus: 0 });
    db.prepare("INSERT INTO member_wallets (member_id, gp_id, cash_cents, updated_at) VALUES (?, 'GPZB', 700, 0)").run(
      m.id,
    );
    expect((await call(app, '/api/member/profile/balance/all/back', undefined, m.headers)).json()).toMatchObject({
      code: 104,
      data: null,
    });
    expect((await call(app, '/api/member/profile/balance_get_back', undefined, m.headers)).json()).toMatchObject({
      header: { status: '200104' },
      body: null,
    });
    expect(books(db, m.id)).toMatchObject({ main: 0, providers: 700 });
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, '/api/member/profile/balance/all/back')).statusCode).toBe(401);
    expect((await call(app, '/api/member/profile/balance_get_back')).statusCode).toBe(401);
  });
});

describe('transfer-back while another one of the same member runs', () => {
  // A realtime server that takes 300 ms per event keeps the first transfer-back running.
  let slow: Awaited<ReturnType<typeof startProviderApp>>;
  beforeAll(async () => {
    slow = await startProviderApp({}, { pusherDelayMs: 300 });
  });
  afterAll(() => slow.close());

  it('answers 101 to the calls made meanwhile; the money moves once', async () => {
    const { app } = slow;
    const db = app.services.db;
    const m = newMember(app, { depositCents: 5_000 });
    db.prepare("INSERT INTO member_wallets (member_id, gp_id, cash_cents, updated_at) VALUES (?, 'GPZB', 0, 0)").run(
      m.id,
    );
    await call(app, '/api/member/game/play1', { ...GAMES.slot, lobby_url: '', device: 0 }, m.headers);
    expect(books(db, m.id)).toMatchObject({ main: 0, providers: 5_000 });

    const paths = ['/api/member/profile/balance/all/back', '/api/member/profile/balance_get_back'];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(app, paths[i % 2]!, undefined, m.headers)),
    );
    const codes = answers.map((a) => {
      const body = a.json();
      return 'header' in body ? Number(body.header.status.slice(-3)) : body.code;
    });
    expect(codes.filter((c) => c === 100)).toHaveLength(1);
    expect(codes.filter((c) => c === 101)).toHaveLength(7);
    const refusedNew = answers.map((a) => a.json()).find((b) => b.code === 101);
    const refusedOld = answers.map((a) => a.json()).find((b) => b.header?.status === '200101');
    for (const refused of [refusedNew, refusedOld].filter(Boolean)) {
      expect(refused).toEqual(
        'header' in refused
          ? { header: { status: '200101', desc: 'A transfer back is already running' }, body: null }
          : { code: 101, message: 'A transfer back is already running', data: null },
      );
    }
    expect(books(db, m.id)).toMatchObject({ main: 5_000, providers: 0, ledger: 5_000 });
    expect(ledgerRows(db, m.id).filter((r) => r.reason === 'transfer_to:main')).toHaveLength(1);
    // Once it is over, the next one runs (and finds nothing to move).
    expect((await call(app, '/api/member/profile/balance/all/back', undefined, m.headers)).json()).toMatchObject({
      code: 100,
      data: { cash: '50.00' },
    });
  });
});
