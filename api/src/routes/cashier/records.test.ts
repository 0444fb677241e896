// The member's records over real HTTP: orders (DWRecord) and the ledger (Transaction) by site-time-
// zone days, type, status and page; the ledger's types; and player01's seeded month.
import type { FastifyInstance } from 'fastify';
import { dayOf } from '../../lib/site-days.js';
import { tokenFor } from '../../test/helpers.js';
import { books, call, cashierMember, startCashierApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const DAY = 86_400_000;

describe('cashier records', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startCashierApp()));
  afterAll(() => close());

  const setZone = (zone: string | null) =>
    app.services.db
      .prepare(
        zone
          ? "UPDATE sites SET settings = json_set(settings, '$.TIMEZONE', ?) WHERE site_id = '1'"
          : "UPDATE sites SET settings = json_remove(settings, '$.TIMEZONE') WHERE site_id = '1'",
      )
      .run(...(zone ? [zone] : []));

  function insertOrder(memberId: number, type: 'deposit' | 'withdrawal', status: string, cents: number, at: number) {
    const no = `${type[0]!.toUpperCase()}${memberId}${at}`;
    app.services.db
      .prepare(
        `INSERT INTO cashier_orders (order_number, member_id, type, status, amount_cents, method_name, bank_account_masked, request_id, created_at, decided_at)
         VALUES (?, ?, ?, ?, ?, 'Bank Transfer', ?, ?, ?, ?)`,
      )
      .run(
        no,
        memberId,
        type,
        status,
        cents,
        type === 'withdrawal' ? '**** 1234' : null,
        `r-${no}`,
        at,
        status === 'pending' ? null : at + 1,
      );
    return no;
  }
  const orders = async (headers: Record<string, string>, body: Record<string, unknown>) =>
    (await call(app, '/api/arks/web/cashier/orders', { type: 'all', page: 1, count: 20, ...body }, headers)).json();
  const ledger = async (headers: Record<string, string>, body: Record<string, unknown>) =>
    (await call(app, '/api/arks/web/member/ledger', { type: 'all', page: 1, count: 50, ...body }, headers)).json();

  it('takes whole days of the site’s time zone, both ends included (America/Caracas unless TIMEZONE says otherwise)', async () => {
    const m = await cashierMember(app, { account: false });
    // 23:59:59 in Caracas (UTC-4) on 10 March, and the next second (11 March).
    const last = insertOrder(m.id, 'deposit', 'approved', 1_000, Date.UTC(2026, 2, 11, 3, 59, 59));
    insertOrder(m.id, 'deposit', 'approved', 2_000, Date.UTC(2026, 2, 11, 4, 0, 0));
    const first = insertOrder(m.id, 'withdrawal', 'pending', 3_000, Date.UTC(2026, 2, 9, 4, 0, 0));
    setZone(null);
    let res = await orders(m.headers, { start_date: '2026-03-09', end_date: '2026-03-10' });
    expect(res.data.list.map((o: { order_number: string }) => o.order_number)).toEqual([last, first]);
    expect(res.data).toMatchObject({ total_count: 2, page_total: { deposit: '10.00', withdrawal: '30.00' } });
    setZone('Asia/Kolkata');
    try {
      // In India (UTC+5:30) all three fall on 9 to 11 March, the first at 09:30 on the 9th.
      res = await orders(m.headers, { start_date: '2026-03-11', end_date: '2026-03-11' });
      expect(res.data.total_count).toBe(2);
      expect((await orders(m.headers, { start_date: '2026-03-10', end_date: '2026-03-10' })).data.total_count).toBe(0);
    } finally {
      setZone(null);
    }
  });

  it('filters orders by type and status and pages them, newest first', async () => {
    const m = await cashierMember(app, { account: false });
    const base = Date.UTC(2026, 4, 15, 12);
    for (let i = 0; i < 5; i += 1)
      insertOrder(m.id, 'deposit', i % 2 ? 'approved' : 'pending', 1_000 * (i + 1), base + i * 60_000);
    insertOrder(m.id, 'withdrawal', 'rejected', 700, base + 10 * 60_000);
    const range = { start_date: '2026-05-15', end_date: '2026-05-15' };
    const page1 = (await orders(m.headers, { ...range, type: 'deposit', count: 2 })).data;
    expect(page1.total_count).toBe(5);
    expect(page1.list.map((o: { amount: string }) => o.amount)).toEqual(['50.00', '40.00']);
    expect(page1.page_total).toEqual({ deposit: '90.00', withdrawal: '0.00' });
    const page3 = (await orders(m.headers, { ...range, type: 'deposit', count: 2, page: 3 })).data;
    expect(page3.list.map((o: { amount: string }) => o.amount)).toEqual(['10.00']);
    expect(
      (await orders(m.headers, { ...range, status: 'approved' })).data.list.map((o: { amount: string }) => o.amount),
    ).toEqual(['40.00', '20.00']);
    const withdrawals = (await orders(m.headers, { ...range, type: 'withdrawal' })).data;
    expect(withdrawals.list).toEqual([
      {
        order_number: expect.any(String),
        type: 'withdrawal',
        status: 'rejected',
        amount: '7.00',
        method_name: 'Bank Transfer',
        bank_account_masked: '**** 1234',
        created_at: base + 600_000,
        decided_at: base + 600_001,
      },
    ]);
  });

  it.each([
    ['a day that does not exist', { start_date: '2026-02-30', end_date: '2026-03-01' }],
    ['the end before the start', { start_date: '2026-03-02', end_date: '2026-03-01' }],
    ['another format', { start_date: '01/03/2026', end_date: '2026-03-01' }],
    ['a page of 0', { start_date: '2026-03-01', end_date: '2026-03-01', page: 0 }],
    ['an unknown type', { start_date: '2026-03-01', end_date: '2026-03-01', type: 'bonus' }],
  ])('answers 400 to %s', async (_what, body) => {
    const m = await cashierMember(app, { account: false });
    expect(
      (await call(app, '/api/arks/web/cashier/orders', { type: 'all', page: 1, count: 10, ...body }, m.headers))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(app, '/api/arks/web/member/ledger', { type: 'all', page: 1, count: 10, ...body }, m.headers))
        .statusCode,
    ).toBe(400);
  });

  it('types every ledger row of the main and provider wallets', async () => {
    const m = await cashierMember(app, { account: false });
    const at = Date.UTC(2026, 6, 1, 15);
    const rows: [string | null, number, string][] = [
      [null, 10_000, 'deposit:D1'],
      [null, -4_000, 'transfer_to:GPR8'],
      ['GPR8', 4_000, 'transfer_from:main'],
      ['GPR8', -100, 'bet'],
      ['GPR8', 300, 'win'],
      ['GPR8', -4_200, 'transfer_to:main'],
      [null, 4_200, 'transfer_from:GPR8'],
      [null, -1_000, 'withdrawal:W9'],
      [null, 1_000, 'withdrawal_refund:W9'],
      [null, 500, 'dev adjustment'],
      [null, 250, 'reward'],
    ];
    const insert = app.services.db.prepare(
      'INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at) VALUES (?, ?, ?, 0, ?, ?)',
    );
    rows.forEach(([gp, cents, reason], i) => insert.run(m.id, gp, cents, reason, at + i * 1000));
    const all = (await ledger(m.headers, { start_date: '2026-07-01', end_date: '2026-07-01' })).data;
    expect(all.total_count).toBe(rows.length);
    expect(
      all.list
        .map((e: { type: string; gp_id: string | null; order_number: string | null }) => [
          e.type,
          e.gp_id,
          e.order_number,
        ])
        .reverse(),
    ).toEqual([
      ['deposit', null, 'D1'],
      ['transfer_out', null, null],
      ['transfer_in', 'GPR8', null],
      ['bet', 'GPR8', null],
      ['win', 'GPR8', null],
      ['transfer_out', 'GPR8', null],
      ['transfer_in', null, null],
      ['withdrawal', null, 'W9'],
      ['withdrawal_refund', null, 'W9'],
      ['adjustment', null, null],
      ['reward', null, null],
    ]);
    expect(all.page_total).toBe('109.50');
    const outs = (await ledger(m.headers, { start_date: '2026-07-01', end_date: '2026-07-01', type: 'transfer_out' }))
      .data;
    expect(outs).toMatchObject({ total_count: 2, page_total: '-82.00' });
    expect((await ledger(m.headers, { start_date: '2026-07-02', end_date: '2026-07-09' })).data).toEqual({
      list: [],
      total_count: 0,
      page_total: '0.00',
    });
  });

  it('shows player01’s seeded month: orders of every status and a ledger that sums to the balances', async () => {
    const token = await tokenFor(app, 'player01', 'player123');
    const headers = { authorization: token };
    const zone = 'America/Caracas';
    const range = { start_date: dayOf(Date.now() - 31 * DAY, zone), end_date: dayOf(Date.now(), zone) };
    const all = (await orders(headers, range)).data;
    const statuses = all.list.map((o: { type: string; status: string }) => `${o.type}:${o.status}`).sort();
    expect(statuses).toEqual([
      'deposit:approved',
      'deposit:approved',
      'deposit:approved',
      'deposit:pending',
      'deposit:rejected',
      'withdrawal:approved',
      'withdrawal:pending',
      'withdrawal:rejected',
    ]);
    expect(all.list.find((o: { type: string }) => o.type === 'withdrawal').bank_account_masked).toBe(
      'Chase Bank **** 6789',
    );
    const entries = (await ledger(headers, { ...range, count: 100 })).data;
    const types = new Set(entries.list.map((e: { type: string }) => e.type));
    for (const t of ['deposit', 'withdrawal', 'withdrawal_refund', 'transfer_in', 'transfer_out', 'bet', 'win'])
      expect(types).toContain(t);
    const member = app.services.members.findByAccount('1', 'player01')!;
    const b = books(app.services.db, member.id);
    expect(entries.total_count).toBe(entries.list.length);
    expect(Math.round(Number(entries.page_total) * 100)).toBe(b.main + b.providers);
    expect([b.main, b.providers]).toEqual([100_000, 2_550]);
    const accounts = (await call(app, '/api/arks/web/member/bank_account', {}, headers)).json().data.list;
    expect(accounts).toEqual([
      expect.objectContaining({
        bank_name: 'Chase Bank',
        account_holder: 'Daniel Carter',
        account_number_masked: '**** 6789',
        is_default: 1,
      }),
    ]);
  });
});
