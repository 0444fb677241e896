// Withdrawals over real HTTP and SQLite: the amount leaves main at once (held) in the transaction
// that creates the order; rejecting refunds it, approving moves nothing; the refusals in their
// order; concurrent withdrawals never take main below 0 and hold exactly what left it.
import { CashierCode, MemberCode } from '@croupier/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import {
  books,
  call,
  cashierMember,
  decide,
  ledgerRows,
  mainCents,
  memberEvents,
  methodId,
  requestId,
  startCashierApp,
  withdraw,
} from './__tests__/fixtures.js';

jest.setTimeout(60_000);

describe('POST /api/arks/web/cashier/withdrawal', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, recorder, close } = await startCashierApp()));
  afterAll(() => close());

  it('holds the amount at once, masks the account, answers a repeated request_id with the same order, refunds on reject', async () => {
    const m = await cashierMember(app, { depositCents: 50_000 });
    const payload = {
      method_id: methodId(app, 'USD', 'withdrawal', 'Bank Transfer'),
      bank_account_id: m.accountId,
      amount: '120',
      withdraw_password: '2580',
      request_id: requestId(),
    };
    const first = (await call(app, '/api/arks/web/cashier/withdrawal', payload, m.headers)).json();
    expect(first).toMatchObject({
      code: 100,
      data: {
        type: 'withdrawal',
        status: 'pending',
        amount: '120.00',
        method_name: 'Bank Transfer',
        bank_account_masked: expect.stringMatching(/^Chase Bank \*\*\*\* \d{4}$/),
      },
    });
    expect(mainCents(app, m.id)).toBe(38_000);
    const again = (await call(app, '/api/arks/web/cashier/withdrawal', payload, m.headers)).json();
    expect(again.data.order_number).toBe(first.data.order_number);
    expect(mainCents(app, m.id)).toBe(38_000);

    expect((await decide(app, first.data.order_number, false)).json()).toMatchObject({
      code: 100,
      data: { status: 'rejected' },
    });
    expect(mainCents(app, m.id)).toBe(50_000);
    expect((await decide(app, first.data.order_number, false)).json().code).toBe(409);
    expect(mainCents(app, m.id)).toBe(50_000);
    const no = first.data.order_number;
    expect(ledgerRows(app.services.db, m.id).slice(1)).toEqual([
      { gp_id: null, amount_cents: -12_000, balance_after_cents: 38_000, reason: `withdrawal:${no}` },
      { gp_id: null, amount_cents: 12_000, balance_after_cents: 50_000, reason: `withdrawal_refund:${no}` },
    ]);
    expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([{ cash: '380.00' }, { cash: '500.00' }]);
  });

  it('moves nothing more when approved', async () => {
    const m = await cashierMember(app, { depositCents: 10_000 });
    const order = (await withdraw(app, m, '40')).json().data.order_number as string;
    expect(mainCents(app, m.id)).toBe(6_000);
    expect((await decide(app, order, true)).json()).toMatchObject({ code: 100, data: { status: 'approved' } });
    expect(mainCents(app, m.id)).toBe(6_000);
    expect(ledgerRows(app.services.db, m.id)).toHaveLength(2);
    expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([{ cash: '60.00' }]);
  });

  it.each([
    ['no withdraw password set', { withdrawPassword: false }, {}, CashierCode.withdrawPasswordNotSet],
    ['no bound account', { account: false }, {}, CashierCode.bankAccountRequired],
    ['a deposit method', {}, { method: 'deposit' }, CashierCode.methodUnavailable],
    ['a wrong withdraw password', {}, { withdraw_password: '1111' }, CashierCode.withdrawPasswordWrong],
    ['a withdraw password of the wrong form', {}, { withdraw_password: '12a' }, MemberCode.invalidField],
    ['another member’s account', {}, { bank_account_id: 999_999 }, MemberCode.notFound],
    ['below the minimum', {}, { amount: '19.99' }, CashierCode.amountOutOfRange],
    ['above the balance', {}, { amount: '100.01' }, CashierCode.insufficientBalance],
  ])('refuses %s and holds nothing', async (_what, setup, change, code) => {
    const m = await cashierMember(app, { depositCents: 10_000, ...setup });
    const { method, ...rest } = change as { method?: string };
    const extra = method ? { ...rest, method_id: methodId(app, 'USD', 'deposit', 'Bank Transfer') } : rest;
    const res = await withdraw(app, m, '50', extra);
    expect(res.json().code).toBe(code);
    if (code === CashierCode.amountOutOfRange || code === CashierCode.insufficientBalance)
      expect(res.json().data).toMatchObject({ field: 'amount' });
    expect(mainCents(app, m.id)).toBe(10_000);
    expect(app.services.db.prepare('SELECT COUNT(*) FROM cashier_orders WHERE member_id = ?').pluck().get(m.id)).toBe(
      0,
    );
  });

  it('tells "bind an account first" (413) from "not your account" (404)', async () => {
    const none = await cashierMember(app, { depositCents: 10_000, account: false });
    expect((await withdraw(app, none, '50')).json()).toMatchObject({ code: 413, data: null });
    const other = await cashierMember(app, { depositCents: 10_000 });
    expect((await withdraw(app, other, '50', { bank_account_id: 999_999 })).json()).toMatchObject({ code: 404 });
  });

  it('makes one order and holds once when the same request is sent 5 times at once', async () => {
    const m = await cashierMember(app, { depositCents: 50_000 });
    const payload = {
      method_id: methodId(app, 'USD', 'withdrawal', 'Bank Transfer'),
      bank_account_id: m.accountId,
      amount: '30',
      withdraw_password: '2580',
      request_id: requestId(),
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(app, '/api/arks/web/cashier/withdrawal', payload, m.headers)),
    );
    expect(new Set(answers.map((a) => `${a.json().code} ${a.json().data.order_number}`)).size).toBe(1);
    expect(mainCents(app, m.id)).toBe(47_000);
    expect(app.services.db.prepare('SELECT COUNT(*) FROM cashier_orders WHERE member_id = ?').pluck().get(m.id)).toBe(
      1,
    );
  });

  it('never takes main below 0 under concurrent withdrawals, and holds exactly what left it', async () => {
    const m = await cashierMember(app, { depositCents: 100_000 });
    // 12 × 100.00 against 1000.00: at most 10 can pass, whatever their interleaving.
    const answers = await Promise.all(Array.from({ length: 12 }, () => withdraw(app, m, '100')));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 100)).toHaveLength(10);
    expect(codes.filter((c) => c !== 100).every((c) => c === CashierCode.insufficientBalance)).toBe(true);
    expect(mainCents(app, m.id)).toBe(0);
    const held = app.services.db
      .prepare(
        "SELECT COALESCE(SUM(amount_cents), 0) FROM cashier_orders WHERE member_id = ? AND type = 'withdrawal' AND status = 'pending'",
      )
      .pluck()
      .get(m.id);
    expect(held).toBe(100_000);
    const b = books(app.services.db, m.id);
    expect(b.main + b.providers).toBe(b.ledger);
    for (const row of ledgerRows(app.services.db, m.id)) expect(row.balance_after_cents).toBeGreaterThanOrEqual(0);
  });
});
