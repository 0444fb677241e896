// Deposits over real HTTP and SQLite: a pending order and its payment page, the refusals, the
// development decision crediting main once (also under 10 concurrent approvals), the ledger row,
// member.cash and member_deposit.success, and the in-transaction "deposit approved" hook.
import { CashierCode, MemberCode } from '@croupier/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { DepositApproved } from '../../services/cashier/index.js';
import { tokenFor } from '../../test/helpers.js';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import {
  call,
  cashierMember,
  decide,
  deposit,
  ledgerRows,
  mainCents,
  memberEvents,
  methodId,
  requestId,
  startCashierApp,
} from './__tests__/fixtures.js';

jest.setTimeout(60_000);

describe('POST /api/arks/web/cashier/deposit', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, recorder, close } = await startCashierApp()));
  afterAll(() => close());

  it('creates a pending order with its payment page, and the same request_id answers the same order', async () => {
    const m = await cashierMember(app, { account: false });
    const payload = {
      method_id: methodId(app, 'USD', 'deposit', 'Visa / Mastercard'),
      amount: '150.5',
      request_id: requestId(),
    };
    const first = (await call(app, '/api/arks/web/cashier/deposit', payload, m.headers)).json();
    expect(first).toMatchObject({
      code: 100,
      data: {
        type: 'deposit',
        status: 'pending',
        amount: '150.50',
        method_name: 'Visa / Mastercard',
        decided_at: null,
      },
    });
    expect(first.data.payment_url).toBe(`/api/dev/payment/${first.data.order_number}`);
    expect(first.data).not.toHaveProperty('bank_account_masked');
    const again = (await call(app, '/api/arks/web/cashier/deposit', payload, m.headers)).json();
    expect(again.data.order_number).toBe(first.data.order_number);
    expect(app.services.db.prepare('SELECT COUNT(*) FROM cashier_orders WHERE member_id = ?').pluck().get(m.id)).toBe(
      1,
    );
    expect(mainCents(app, m.id)).toBe(0);
  });

  it.each([
    [
      'a withdrawal method',
      (a: FastifyInstance) => ({ method_id: methodId(a, 'USD', 'withdrawal', 'Bank Transfer') }),
      CashierCode.methodUnavailable,
    ],
    [
      'a method of another currency',
      (a: FastifyInstance) => ({ method_id: methodId(a, 'INR', 'deposit', 'UPI') }),
      CashierCode.methodUnavailable,
    ],
    ['no such method', () => ({ method_id: 999_999 }), CashierCode.methodUnavailable],
    ['below the minimum', () => ({ amount: '9.99' }), CashierCode.amountOutOfRange],
    ['above the maximum', () => ({ amount: '10000.01' }), CashierCode.amountOutOfRange],
    ['three decimals', () => ({ amount: '12.345' }), MemberCode.invalidField],
    ['no amount', () => ({ amount: '' }), MemberCode.invalidField],
    ['a short request id', () => ({ request_id: 'abc' }), 400],
  ])('refuses %s', async (_what, change, code) => {
    const m = await cashierMember(app, { account: false });
    const res = await deposit(app, m, '100', change(app));
    expect(res.json().code).toBe(code);
    if (code === CashierCode.amountOutOfRange || code === MemberCode.invalidField) {
      expect(res.json().data).toEqual({
        field: 'amount',
        key:
          code === CashierCode.amountOutOfRange
            ? 'cashier.err_amount_range'
            : expect.stringMatching(/^cashier\.err_amount_/),
      });
    }
    expect(res.statusCode).toBe(code === 400 ? 400 : 200);
  });

  it('answers 400 to a body of the wrong shape and 401 without a session', async () => {
    const m = await cashierMember(app, { account: false });
    const wrong = await call(
      app,
      '/api/arks/web/cashier/deposit',
      { method_id: '1', amount: '10', request_id: requestId() },
      m.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(
      (await call(app, '/api/arks/web/cashier/deposit', { method_id: 1, amount: '10', request_id: requestId() }))
        .statusCode,
    ).toBe(401);
  });

  it('asks bindfirst01 (need_bank_account_deposit_verified) to bind an account first, then takes the deposit', async () => {
    const token = await tokenFor(app, 'bindfirst01', 'bind1234');
    const headers = { authorization: token };
    const id = app.services.members.findByAccount('1', 'bindfirst01')!.id;
    expect((await deposit(app, { id, token, headers }, '50')).json()).toMatchObject({ code: 413, data: null });
    expect(CashierCode.bankAccountRequired).toBe(413);
    const bound = await call(
      app,
      '/api/arks/web/member/bank_account/store',
      { bank_code: 'CITI', account_holder: 'Bea First', account_number: '12345678' },
      headers,
    );
    expect(bound.json()).toMatchObject({ code: 100, data: { account_number_masked: '**** 5678', is_default: 1 } });
    expect((await deposit(app, { id, token, headers }, '50')).json()).toMatchObject({
      code: 100,
      data: { status: 'pending' },
    });
  });

  it('credits main once when approved, with its ledger row, member.cash and member_deposit.success, and calls the hook inside the transaction', async () => {
    const m = await cashierMember(app, { account: false, depositCents: 1_000 });
    const heard: DepositApproved[] = [];
    const off = app.services.cashier.onDepositApproved((event) => {
      // Inside the approving transaction: the credit is already visible.
      heard.push({ ...event, amount_cents: mainCents(app, event.member_id) });
    });
    try {
      const first = (await deposit(app, m, '200')).json().data.order_number as string;
      const second = (await deposit(app, m, '25.25')).json().data.order_number as string;
      const answers = await Promise.all(Array.from({ length: 10 }, () => decide(app, first, true)));
      const codes = answers.map((a) => a.json().code).sort();
      expect(codes).toEqual([100, ...Array<number>(9).fill(409)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
      for (const a of answers.filter((x) => x.json().code !== 100))
        expect(a.json().data).toMatchObject({ order_number: first, status: 'approved' });
      expect(mainCents(app, m.id)).toBe(21_000);
      expect((await decide(app, second, true)).json()).toMatchObject({
        code: 100,
        data: { status: 'approved', decided_at: expect.any(Number) },
      });
      expect(mainCents(app, m.id)).toBe(23_525);

      expect(ledgerRows(app.services.db, m.id).slice(1)).toEqual([
        { gp_id: null, amount_cents: 20_000, balance_after_cents: 21_000, reason: `deposit:${first}` },
        { gp_id: null, amount_cents: 2_525, balance_after_cents: 23_525, reason: `deposit:${second}` },
      ]);
      expect(heard).toEqual([
        { member_id: m.id, order_number: first, amount_cents: 21_000, deposit_times: 1 },
        { member_id: m.id, order_number: second, amount_cents: 23_525, deposit_times: 2 },
      ]);
      await recorder.waitFor(recorder.events.length); // published before the answers came back
      expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([{ cash: '210.00' }, { cash: '235.25' }]);
      expect(memberEvents(recorder, m.id, 'member_deposit.success')).toEqual([
        { order_number: first, deposit_amount: '200.00', deposit_times: 1 },
        { order_number: second, deposit_amount: '25.25', deposit_times: 2 },
      ]);
    } finally {
      off();
    }
  });

  it('undoes the approval when the hook throws', async () => {
    const m = await cashierMember(app, { account: false });
    const off = app.services.cashier.onDepositApproved(() => {
      throw new Error('reward failed');
    });
    const order = (await deposit(app, m, '20')).json().data.order_number as string;
    try {
      expect((await decide(app, order, true)).statusCode).toBe(500);
    } finally {
      off();
    }
    expect(mainCents(app, m.id)).toBe(0);
    expect(app.services.cashier.byNumber(order)?.status).toBe('pending');
    expect((await decide(app, order, true)).json().code).toBe(100);
  });

  it('rejects without moving money; an unknown order is 404', async () => {
    const m = await cashierMember(app, { account: false });
    const order = (await deposit(app, m, '20')).json().data.order_number as string;
    expect((await decide(app, order, false)).json()).toMatchObject({ code: 100, data: { status: 'rejected' } });
    expect((await decide(app, order, true)).json()).toMatchObject({
      code: 409,
      data: { status: 'rejected' },
    });
    expect(mainCents(app, m.id)).toBe(0);
    expect(ledgerRows(app.services.db, m.id)).toEqual([]);
    expect(memberEvents(recorder, m.id, 'member.cash')).toEqual([]);
    expect((await decide(app, 'D000', true)).json()).toMatchObject({ code: 404, data: null });
  });
});
