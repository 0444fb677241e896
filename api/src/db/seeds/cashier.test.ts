// The cashier seed runs at every start: a second run adds nothing (no order, ledger row, method,
// bank or account twice), and the members it explains keep a ledger that sums to their balances.
import type { FastifyInstance } from 'fastify';
import { startApp } from '../../test/helpers.js';
import { seedAreas } from '../seed.js';

jest.setTimeout(60_000);

describe('the cashier seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const counts = () =>
    app.services.db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM cashier_orders) AS orders, (SELECT COUNT(*) FROM wallet_ledger) AS ledger,
           (SELECT COUNT(*) FROM cashier_methods) AS methods, (SELECT COUNT(*) FROM cashier_banks) AS banks,
           (SELECT COUNT(*) FROM member_bank_accounts) AS accounts`,
      )
      .get();

  it('adds nothing on a second start', () => {
    const before = counts();
    expect(before).toMatchObject({ methods: 12, banks: 12, accounts: 1 });
    seedAreas(app.services.db, Date.now() + 1_000);
    expect(counts()).toEqual(before);
  });

  it('gives player01 its month of orders of every kind, and a ledger that sums to its main wallet', () => {
    const db = app.services.db;
    const player = db.prepare("SELECT id, cash_cents FROM members WHERE member_account = 'player01'").get() as {
      id: number;
      cash_cents: number;
    };
    const kinds = db
      .prepare('SELECT DISTINCT type, status FROM cashier_orders WHERE member_id = ? ORDER BY type, status')
      .all(player.id);
    expect(kinds).toEqual(
      ['deposit', 'withdrawal'].flatMap((type) =>
        ['approved', 'pending', 'rejected'].map((status) => ({ type, status })),
      ),
    );
    const main = db
      .prepare('SELECT SUM(amount_cents) FROM wallet_ledger WHERE member_id = ? AND gp_id IS NULL')
      .pluck()
      .get(player.id);
    expect(main).toBe(player.cash_cents);
  });

  it('explains a member whose balance has no ledger yet, once', () => {
    const db = app.services.db;
    const id = Number(
      db
        .prepare(
          "INSERT INTO members (site_id, member_account, password_hash, member_currency, cash_cents, created_at) VALUES ('1', 'seedcheck', 'x', 'INR', 123_456, 0)",
        )
        .run().lastInsertRowid,
    );
    db.prepare(
      "INSERT INTO member_wallets (member_id, gp_id, cash_cents, updated_at) VALUES (?, 'GPJL', 5_000, 0)",
    ).run(id);
    seedAreas(db);
    seedAreas(db);
    const rows = db
      .prepare('SELECT gp_id, amount_cents, reason FROM wallet_ledger WHERE member_id = ? ORDER BY id')
      .all(id) as { gp_id: string | null; amount_cents: number; reason: string }[];
    expect(rows.map((r) => [r.gp_id, r.amount_cents, r.reason.replace(/:.*/, ':')])).toEqual([
      [null, 128_456, 'deposit:'],
      [null, -5_000, 'transfer_to:'],
      ['GPJL', 5_000, 'transfer_from:'],
    ]);
    expect(db.prepare('SELECT method_name, status FROM cashier_orders WHERE member_id = ?').all(id)).toEqual([
      { method_name: 'IMPS Bank Transfer', status: 'approved' },
    ]);
  });
});
