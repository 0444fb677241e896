import type { FastifyInstance } from 'fastify';
import { startPusherRecorder, type PusherRecorder } from '../../test/pusher-recorder.js';
import { startApp } from '../../test/helpers.js';
import { InsufficientCashError, MemberNotFoundError } from './wallet.js';

// Real argon2id hashing is slow by design; leave room on a loaded machine.
jest.setTimeout(30_000);

describe('wallet.adjustCash', () => {
  let recorder: PusherRecorder;
  let app: FastifyInstance;
  let memberId: number;
  /** The last ledger row before the test (the seed gives player01 a history). */
  let seededUpTo: number;

  beforeEach(async () => {
    recorder = await startPusherRecorder();
    app = await startApp({ PUSHER_PORT: String(recorder.port) });
    memberId = app.services.members.findByAccount('1', 'player01')!.id;
    seededUpTo = app.services.db.prepare('SELECT COALESCE(MAX(id), 0) FROM wallet_ledger').pluck().get() as number;
  });
  afterEach(async () => {
    await app.close();
    await recorder.close();
  });

  const balance = () => app.services.members.findById(memberId)!.cash_cents;
  const ledger = () =>
    app.services.db
      .prepare(
        'SELECT gp_id, amount_cents, balance_after_cents, reason FROM wallet_ledger WHERE member_id = ? AND id > ? ORDER BY id',
      )
      .all(memberId, seededUpTo);

  it('writes the ledger row and the new balance, then publishes member.cash', async () => {
    const result = await app.services.wallet.adjustCash(memberId, 1_050, 'bonus');
    expect(result).toMatchObject({ member_id: memberId, balance_cents: 101_050, cash: '1010.50' });
    expect(balance()).toBe(101_050);
    expect(ledger()).toEqual([{ gp_id: null, amount_cents: 1_050, balance_after_cents: 101_050, reason: 'bonus' }]);

    const [event] = await recorder.waitFor(1);
    expect(event!.body).toEqual({
      name: 'member.cash',
      channels: [`private-member.${memberId}`],
      data: '{"cash":"1010.50"}',
    });
  });

  it('keeps a running balance in the ledger', async () => {
    await app.services.wallet.adjustCash(memberId, -25_000, 'bet');
    await app.services.wallet.adjustCash(memberId, 7_525, 'win');
    expect(ledger()).toEqual([
      { gp_id: null, amount_cents: -25_000, balance_after_cents: 75_000, reason: 'bet' },
      { gp_id: null, amount_cents: 7_525, balance_after_cents: 82_525, reason: 'win' },
    ]);
    expect(balance()).toBe(82_525);
  });

  it('refuses to go below zero and changes nothing', async () => {
    await expect(app.services.wallet.adjustCash(memberId, -100_001, 'too much')).rejects.toBeInstanceOf(
      InsufficientCashError,
    );
    expect(balance()).toBe(100_000);
    expect(ledger()).toEqual([]);
    expect(recorder.events).toEqual([]);
  });

  it('leaves the balance untouched when the ledger row cannot be written (one transaction)', async () => {
    app.services.db.exec(
      `CREATE TRIGGER ledger_down BEFORE INSERT ON wallet_ledger BEGIN SELECT RAISE(ABORT, 'ledger down'); END`,
    );
    // Not toThrow: better-sqlite3's native errors come from another realm than the test's Error.
    await expect(app.services.wallet.adjustCash(memberId, 500, 'bonus')).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_TRIGGER',
      message: 'ledger down',
    });
    expect(balance()).toBe(100_000);
  });

  it('keeps the committed balance when publishing fails', async () => {
    await recorder.close();
    const result = await app.services.wallet.adjustCash(memberId, 200, 'bonus');
    expect(result.cash).toBe('1002.00');
    expect(balance()).toBe(100_200);
    recorder = await startPusherRecorder();
  });

  it('refuses an unknown member', async () => {
    await expect(app.services.wallet.adjustCash(999_999, 100, 'x')).rejects.toBeInstanceOf(MemberNotFoundError);
  });
});
