// The operation and stratified reports over real HTTP and SQLite: every figure from the ledger
// rows of the period (site zone, days inclusive), rows by valid bet, totals over the whole
// downline, the stratified totals equal to the operation totals, depth relative to the caller,
// and an agent never sees another agent's downline.
import { AgentCode, type OperationFigures } from '@croupier/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { decide } from '../cashier/__tests__/fixtures.js';
import { at, call, ledger, methodIdOf, orderNo, place, startAgentApp, type Placed } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const OPERATION = '/api/arks/web/agent/report/operation';
const STRATIFIED = '/api/arks/web/agent/report/stratified';
const MARCH = { start_date: '2026-03-01', end_date: '2026-03-31' };

const ZERO: OperationFigures = {
  new_members: 0,
  first_deposit_count: 0,
  first_deposit_amount: '0.00',
  deposit_count: 0,
  deposit_amount: '0.00',
  withdrawal_count: 0,
  withdrawal_amount: '0.00',
  valid_bet: '0.00',
  payout: '0.00',
  net_win_loss: '0.00',
};
const figures = (f: Partial<OperationFigures>): OperationFigures => ({ ...ZERO, ...f });

/**
 * A (agent) ─ m1, m2, m5, S1 (sub-agent) ─ m3, S2 (sub-agent) ─ m4; B (another agent) ─ x1.
 * Activity in March 2026 as listed in each line; rows just outside March must not count.
 */
async function tree(app: FastifyInstance) {
  const A = await place(app, { agent: true, registeredAt: at(app, '2026-01-05 09:00') });
  const m1 = await place(app, {
    parent: A.id,
    registeredAt: at(app, '2026-03-02 09:00'),
    firstDepositAt: at(app, '2026-03-02 10:00'),
  });
  const m2 = await place(app, {
    parent: A.id,
    registeredAt: at(app, '2026-02-10 09:00'),
    firstDepositAt: at(app, '2026-02-10 10:00'),
  });
  const S1 = await place(app, { parent: A.id, agent: true, registeredAt: at(app, '2026-01-20 09:00') });
  const m5 = await place(app, { parent: A.id, registeredAt: at(app, '2026-02-01 09:00') });
  const m3 = await place(app, { parent: S1.id, registeredAt: at(app, '2026-03-20 09:00') });
  const S2 = await place(app, { parent: S1.id, agent: true, registeredAt: at(app, '2026-02-01 09:00') });
  const m4 = await place(app, {
    parent: S2.id,
    registeredAt: at(app, '2026-02-01 09:00'),
    firstDepositAt: at(app, '2026-03-01 00:00'),
  });
  const B = await place(app, { agent: true, registeredAt: at(app, '2026-01-05 09:00') });
  const x1 = await place(app, { parent: B.id, registeredAt: at(app, '2026-01-06 09:00') });

  // m1: registered and first deposit 50.00 in March, a second deposit 30.00; bets 200.00, wins 150.00.
  ledger(app, m1.id, `deposit:${orderNo('D')}`, 5_000, at(app, '2026-03-02 10:00'));
  ledger(app, m1.id, `deposit:${orderNo('D')}`, 3_000, at(app, '2026-03-05 10:00'));
  ledger(app, m1.id, 'bet', -20_000, at(app, '2026-03-06 10:00'));
  ledger(app, m1.id, 'win', 15_000, at(app, '2026-03-06 10:01'));
  ledger(app, m1.id, 'bet', -7_700, at(app, '2026-02-28 23:59:59.999'));
  // m2: first deposit in February; in March W1 40.00 kept, W2 20.00 refunded in March, W3 10.00
  // refunded in April; bets 50.00.
  ledger(app, m2.id, `deposit:${orderNo('D')}`, 10_000, at(app, '2026-02-10 10:00'));
  ledger(app, m2.id, `withdrawal:${orderNo('W')}`, -4_000, at(app, '2026-03-08 10:00'));
  const w2 = orderNo('W');
  ledger(app, m2.id, `withdrawal:${w2}`, -2_000, at(app, '2026-03-09 10:00'));
  ledger(app, m2.id, `withdrawal_refund:${w2}`, 2_000, at(app, '2026-03-10 10:00'));
  const w3 = orderNo('W');
  ledger(app, m2.id, `withdrawal:${w3}`, -1_000, at(app, '2026-03-31 23:30'));
  ledger(app, m2.id, `withdrawal_refund:${w3}`, 1_000, at(app, '2026-04-01 00:30'));
  ledger(app, m2.id, 'bet', -5_000, at(app, '2026-03-12 10:00'));
  // S1 plays too: its own bet is its upline's figure, not its downline's.
  ledger(app, S1.id, 'bet', -1_000, at(app, '2026-03-15 10:00'));
  // m4 (depth 3): first deposit 500.00 at the first instant of March; bets 300.00, wins 400.00.
  ledger(app, m4.id, `deposit:${orderNo('D')}`, 50_000, at(app, '2026-03-01 00:00'));
  ledger(app, m4.id, 'bet', -30_000, at(app, '2026-03-25 10:00'));
  ledger(app, m4.id, 'win', 40_000, at(app, '2026-03-25 10:05'));
  // m5: only in April.
  ledger(app, m5.id, 'bet', -2_500, at(app, '2026-04-01 00:00'));
  // B's member plays big in March.
  ledger(app, x1.id, 'bet', -99_900, at(app, '2026-03-10 10:00'));
  return { A, B, S1, S2, m1, m2, m3, m4, m5, x1 };
}

describe('agent reports', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let t: Awaited<ReturnType<typeof tree>>;
  beforeAll(async () => {
    ({ app, close } = await startAgentApp());
    t = await tree(app);
  });
  afterAll(() => close());

  const operation = (who: Placed, body: Record<string, unknown>) =>
    call(app, OPERATION, { page: 1, count: 20, ...body }, who.headers);
  const stratified = (who: Placed, body: Record<string, unknown>) => call(app, STRATIFIED, body, who.headers);

  const MARCH_TOTALS = figures({
    new_members: 2,
    first_deposit_count: 2,
    first_deposit_amount: '550.00',
    deposit_count: 3,
    deposit_amount: '580.00',
    withdrawal_count: 2,
    withdrawal_amount: '50.00',
    valid_bet: '560.00',
    payout: '550.00',
    net_win_loss: '-10.00',
  });

  it('answers one row per member with something in the period, by valid bet, with the depth below the caller', async () => {
    const res = (await operation(t.A, MARCH)).json();
    expect(res.code).toBe(100);
    expect(res.data.list).toEqual([
      {
        member_id: t.m4.id,
        member_account: t.m4.account,
        depth: 3,
        ...figures({
          first_deposit_count: 1,
          first_deposit_amount: '500.00',
          deposit_count: 1,
          deposit_amount: '500.00',
          valid_bet: '300.00',
          payout: '400.00',
          net_win_loss: '100.00',
        }),
      },
      {
        member_id: t.m1.id,
        member_account: t.m1.account,
        depth: 1,
        ...figures({
          new_members: 1,
          first_deposit_count: 1,
          first_deposit_amount: '50.00',
          deposit_count: 2,
          deposit_amount: '80.00',
          valid_bet: '200.00',
          payout: '150.00',
          net_win_loss: '-50.00',
        }),
      },
      {
        member_id: t.m2.id,
        member_account: t.m2.account,
        depth: 1,
        ...figures({ withdrawal_count: 2, withdrawal_amount: '50.00', valid_bet: '50.00', net_win_loss: '-50.00' }),
      },
      {
        member_id: t.S1.id,
        member_account: t.S1.account,
        depth: 1,
        ...figures({ valid_bet: '10.00', net_win_loss: '-10.00' }),
      },
      { member_id: t.m3.id, member_account: t.m3.account, depth: 2, ...figures({ new_members: 1 }) },
    ]);
    expect(res.data.total_count).toBe(5);
    expect(res.data.totals).toEqual(MARCH_TOTALS);
  });

  it('pages the rows but totals the whole downline and period', async () => {
    const page2 = (await operation(t.A, { ...MARCH, page: 2, count: 2 })).json().data;
    expect(page2.list.map((r: { member_id: number }) => r.member_id)).toEqual([t.m2.id, t.S1.id]);
    expect(page2.total_count).toBe(5);
    expect(page2.totals).toEqual(MARCH_TOTALS);
    const beyond = (await operation(t.A, { ...MARCH, page: 9, count: 2 })).json().data;
    expect(beyond).toEqual({ list: [], total_count: 5, totals: MARCH_TOTALS });
  });

  it('counts a refund in the period it came back: a withdrawal refunded next month lowers that month', async () => {
    const april = (await operation(t.A, { start_date: '2026-04-01', end_date: '2026-04-01' })).json().data;
    expect(april.list).toEqual([
      {
        member_id: t.m5.id,
        member_account: t.m5.account,
        depth: 1,
        ...figures({ valid_bet: '25.00', net_win_loss: '-25.00' }),
      },
      { member_id: t.m2.id, member_account: t.m2.account, depth: 1, ...figures({ withdrawal_amount: '-10.00' }) },
    ]);
  });

  it('splits the same figures per depth and per sub-agent; its totals are the operation totals', async () => {
    const res = (await stratified(t.A, MARCH)).json();
    expect(res.code).toBe(100);
    expect(res.data.levels).toEqual([
      {
        depth: 1,
        member_count: 4,
        ...figures({
          new_members: 1,
          first_deposit_count: 1,
          first_deposit_amount: '50.00',
          deposit_count: 2,
          deposit_amount: '80.00',
          withdrawal_count: 2,
          withdrawal_amount: '50.00',
          valid_bet: '260.00',
          payout: '150.00',
          net_win_loss: '-110.00',
        }),
      },
      { depth: 2, member_count: 2, ...figures({ new_members: 1 }) },
      {
        depth: 3,
        member_count: 1,
        ...figures({
          first_deposit_count: 1,
          first_deposit_amount: '500.00',
          deposit_count: 1,
          deposit_amount: '500.00',
          valid_bet: '300.00',
          payout: '400.00',
          net_win_loss: '100.00',
        }),
      },
    ]);
    const m4Figures = figures({
      first_deposit_count: 1,
      first_deposit_amount: '500.00',
      deposit_count: 1,
      deposit_amount: '500.00',
      valid_bet: '300.00',
      payout: '400.00',
      net_win_loss: '100.00',
    });
    expect(res.data.sub_agents).toEqual([
      {
        agent_id: t.S1.id,
        member_account: t.S1.account,
        agent_level: 0,
        depth: 1,
        member_count: 3,
        ...m4Figures,
        new_members: 1,
      },
      { agent_id: t.S2.id, member_account: t.S2.account, agent_level: 0, depth: 2, member_count: 1, ...m4Figures },
    ]);
    expect(res.data.totals).toEqual(MARCH_TOTALS);
  });

  it.each([
    ['March', MARCH],
    ['one day', { start_date: '2026-03-25', end_date: '2026-03-25' }],
    ['February to April', { start_date: '2026-02-01', end_date: '2026-04-30' }],
  ])('answers the same totals in both reports for %s', async (_what, range) => {
    const op = (await operation(t.A, range)).json().data.totals;
    const st = (await stratified(t.A, range)).json().data;
    expect(st.totals).toEqual(op);
    // The levels add up to the totals too.
    const sum = (key: 'valid_bet' | 'payout' | 'deposit_amount') =>
      st.levels.reduce((s: number, l: OperationFigures) => s + Math.round(Number(l[key]) * 100), 0);
    expect([sum('valid_bet'), sum('payout'), sum('deposit_amount')]).toEqual(
      [op.valid_bet, op.payout, op.deposit_amount].map((a: string) => Math.round(Number(a) * 100)),
    );
  });

  it('shows a sub-agent its own downline only, at depths below it', async () => {
    const op = (await operation(t.S1, MARCH)).json().data;
    expect(op.list.map((r: { member_id: number; depth: number }) => [r.member_id, r.depth])).toEqual([
      [t.m4.id, 2],
      [t.m3.id, 1],
    ]);
    const st = (await stratified(t.S1, MARCH)).json().data;
    expect(st.levels.map((l: { depth: number; member_count: number }) => [l.depth, l.member_count])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(st.sub_agents.map((s: { agent_id: number; depth: number }) => [s.agent_id, s.depth])).toEqual([
      [t.S2.id, 1],
    ]);
  });

  it('never shows an agent another agent’s downline', async () => {
    const a = (await operation(t.A, MARCH)).json().data;
    expect(a.list.map((r: { member_id: number }) => r.member_id)).not.toContain(t.x1.id);
    const b = (await operation(t.B, MARCH)).json().data;
    expect(b.list.map((r: { member_id: number }) => r.member_id)).toEqual([t.x1.id]);
    expect(b.totals.valid_bet).toBe('999.00');
    const bs = (await stratified(t.B, MARCH)).json().data;
    expect(bs.sub_agents).toEqual([]);
    expect(bs.levels).toEqual([
      { depth: 1, member_count: 1, ...figures({ valid_bet: '999.00', net_win_loss: '-999.00' }) },
    ]);
  });

  it('answers an agent without a downline with empty reports', async () => {
    const lonely = await place(app, { agent: true });
    expect((await operation(lonely, MARCH)).json().data).toEqual({ list: [], total_count: 0, totals: ZERO });
    expect((await stratified(lonely, MARCH)).json().data).toEqual({ levels: [], sub_agents: [], totals: ZERO });
  });

  it('reads deposits the cashier approved: the first one is the first deposit', async () => {
    const member = await place(app, { parent: t.A.id });
    const depositAndApprove = async (amount: string) => {
      const order = (
        await call(
          app,
          '/api/arks/web/cashier/deposit',
          { method_id: methodIdOf(app, 'deposit'), amount, request_id: `dep-${member.id}-${amount}` },
          member.headers,
        )
      ).json();
      expect(order.code).toBe(100);
      expect((await decide(app, order.data.order_number, true)).json().code).toBe(100);
    };
    await depositAndApprove('100');
    await depositAndApprove('30');
    // A window of three days around today whatever the site's zone.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const row = (await operation(t.A, { start_date: day(-1), end_date: day(1) }))
      .json()
      .data.list.find((r: { member_id: number }) => r.member_id === member.id);
    expect(row).toMatchObject({
      new_members: 1,
      first_deposit_count: 1,
      first_deposit_amount: '100.00',
      deposit_count: 2,
      deposit_amount: '130.00',
    });
  });

  it.each([
    ['the start after the end', { start_date: '2026-03-31', end_date: '2026-03-01' }, 'report.err_range'],
    ['longer than REPORT_MAX_DAYS', { start_date: '2026-01-01', end_date: '2026-04-30' }, 'report.err_range_too_long'],
    ['a day that is none', { start_date: '2026-02-30', end_date: '2026-03-01' }, 'report.err_range'],
    ['not a date', { start_date: 'yesterday', end_date: '2026-03-01' }, 'report.err_range'],
  ])('refuses %s with invalidPeriod', async (_what, range, key) => {
    for (const res of [await operation(t.A, range), await stratified(t.A, range)]) {
      expect(res.json()).toMatchObject({ code: AgentCode.invalidPeriod, data: { key } });
    }
  });

  it('answers notAgent to a member who is no active agent, 401 without a session, 400 to a malformed body', async () => {
    const member = await place(app, { parent: t.A.id });
    const inactive = await place(app, { inactiveAgent: true });
    for (const who of [member, inactive]) {
      expect((await operation(who, MARCH)).json()).toMatchObject({ code: AgentCode.notAgent, data: null });
      expect((await stratified(who, MARCH)).json()).toMatchObject({ code: AgentCode.notAgent, data: null });
    }
    expect((await call(app, OPERATION, { ...MARCH, page: 1, count: 20 })).statusCode).toBe(401);
    expect((await call(app, OPERATION, { ...MARCH, page: 0, count: 20 }, t.A.headers)).statusCode).toBe(400);
    expect(
      (await call(app, STRATIFIED, { start_date: { day: 1 }, end_date: '2026-03-01' }, t.A.headers)).statusCode,
    ).toBe(400);
  });
});

describe('agent reports over a downline of realistic size', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await startAgentApp()));
  afterAll(() => close());

  it('answers 600 members and 18 000 ledger rows with totals equal to the ledger’s sums', async () => {
    const db = app.services.db;
    const agent = await place(app, { agent: true, registeredAt: at(app, '2026-01-01 00:00') });
    const insertMember = db.prepare(
      `INSERT INTO members (site_id, member_account, password_hash, member_currency, is_agent, agent_active, parent_agent_id, created_at)
       VALUES ('1', ?, 'x', 'USD', ?, ?, ?, ?)`,
    );
    const row = db.prepare(
      'INSERT INTO wallet_ledger (member_id, gp_id, amount_cents, balance_after_cents, reason, created_at) VALUES (?, NULL, ?, 0, ?, ?)',
    );
    const ids: number[] = [];
    db.transaction(() => {
      // 20 sub-agents under the agent, 10 sub-agents under each of the first 5, members spread under all.
      const subs: number[] = [];
      for (let i = 0; i < 20; i += 1)
        subs.push(
          Number(
            insertMember.run(`big${process.pid}s${i}`, 1, 1, agent.id, at(app, '2026-01-02 00:00')).lastInsertRowid,
          ),
        );
      for (let i = 0; i < 50; i += 1)
        subs.push(
          Number(
            insertMember.run(`big${process.pid}t${i}`, 1, 1, subs[i % 5], at(app, '2026-01-03 00:00')).lastInsertRowid,
          ),
        );
      ids.push(...subs);
      for (let i = 0; ids.length < 600; i += 1) {
        ids.push(
          Number(
            insertMember.run(
              `big${process.pid}m${i}`,
              0,
              0,
              i % 3 === 0 ? agent.id : subs[i % subs.length],
              at(app, `2026-03-${String((i % 28) + 1).padStart(2, '0')} 12:00`),
            ).lastInsertRowid,
          ),
        );
      }
      ids.forEach((id, i) => {
        for (let d = 0; d < 10; d += 1) {
          const when = at(app, `2026-03-${String(((i + d) % 31) + 1).padStart(2, '0')} 1${d % 10}:00`);
          row.run(id, -(100 + ((i * 7 + d) % 900)), 'bet', when);
          row.run(id, (i + d) % 4 === 0 ? 150 + d : 0, 'win', when + 1);
          if (d % 4 === 0) row.run(id, 1_000 + i, `deposit:BIG${id}x${d}`, when + 2);
        }
      });
    })();
    const range = { start_date: '2026-03-01', end_date: '2026-03-31' };
    const op = (await call(app, OPERATION, { ...range, page: 3, count: 50 }, agent.headers)).json().data;
    const st = (await call(app, STRATIFIED, range, agent.headers)).json().data;
    const sum = (where: string) =>
      db
        .prepare(
          `SELECT COALESCE(SUM(amount_cents), 0) FROM wallet_ledger WHERE member_id IN (${ids.join(',')}) AND ${where}`,
        )
        .pluck()
        .get() as number;
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(op.list).toHaveLength(50);
    expect(op.total_count).toBe(600);
    expect(cents(op.totals.valid_bet)).toBe(-sum("reason = 'bet'"));
    expect(cents(op.totals.payout)).toBe(sum("reason = 'win'"));
    expect(cents(op.totals.deposit_amount)).toBe(sum("reason GLOB 'deposit:*'"));
    expect(op.totals.new_members).toBe(530);
    expect(st.totals).toEqual(op.totals);
    expect(st.levels.reduce((s: number, l: { member_count: number }) => s + l.member_count, 0)).toBe(600);
    expect(st.sub_agents).toHaveLength(70);
  });
});
