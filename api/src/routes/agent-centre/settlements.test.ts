// Performance settlement over real HTTP and SQLite: one period per month (site zone) from the
// agent's first month to the current one, newest first, figures from the ledger, the tier and
// commission (rounded down); an operator settles a past month once (the console's api), also
// under concurrent calls, and the commission is credited through the ledger.
import { AgentCode } from '@croupier/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { addMonths, monthOf } from '../../lib/site-months.js';
import { signInOperator, type OperatorSession } from '../../test/operator.js';
import type { PusherRecorder } from '../../test/pusher-recorder.js';
import {
  at,
  call,
  ledger,
  mainCents,
  memberEvents,
  place,
  startAgentApp,
  zoneOf,
  type Placed,
} from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const RUN = '/sites/1/agents/settlements';

describe('agent settlements', () => {
  let app: FastifyInstance;
  let recorder: PusherRecorder;
  let close: () => Promise<void>;
  /** This month and the three before it, in the site's zone. */
  let month: (back: number) => string;
  let agent: Placed;
  let other: Placed;
  let sub: Placed;
  let owner: OperatorSession;
  beforeAll(async () => {
    ({ app, recorder, close } = await startAgentApp());
    owner = await signInOperator(app);
    const current = monthOf(Date.now(), zoneOf(app));
    month = (back) => addMonths(current, -back);
    const inMonth = (back: number, day = '05 12:00') => at(app, `${month(back)}-${day}`);
    agent = await place(app, { agent: true, registeredAt: inMonth(6), agentSince: inMonth(3, '02 08:00') });
    sub = await place(app, { parent: agent.id, agent: true });
    const [m1, m2, m3, m4] = await Promise.all([
      place(app, { parent: agent.id }),
      place(app, { parent: agent.id }),
      place(app, { parent: agent.id }),
      place(app, { parent: sub.id }),
    ]);
    // 3 months back: 200.00 bet by one active member -> tier 1, 10 %.
    ledger(app, m1.id, 'bet', -20_000, inMonth(3));
    // 2 months back: bets 2349.99, payouts 800.00 -> net 1549.99; active m1, m2, m4 (m3's 99.99 is
    // under 100.00) -> tier 2, 25 % -> 387.4975 rounded down to 387.49.
    ledger(app, m1.id, 'bet', -200_000, inMonth(2));
    ledger(app, m1.id, 'win', 50_000, inMonth(2));
    ledger(app, m2.id, 'bet', -15_000, inMonth(2, '01 00:00'));
    ledger(app, m3.id, 'bet', -9_999, inMonth(2));
    ledger(app, m4.id, 'bet', -10_000, inMonth(2));
    ledger(app, m4.id, 'win', 30_000, inMonth(2));
    // 1 month back: the downline won: net revenue -30.00, no tier.
    ledger(app, m2.id, 'bet', -5_000, inMonth(1));
    ledger(app, m2.id, 'win', 8_000, inMonth(1));
    other = await place(app, { agent: true, registeredAt: inMonth(1) });
  });
  afterAll(() => close());

  const list = (who: Placed, page = 1, count = 20) =>
    call(app, '/api/arks/web/agent/settlements', { page, count }, who.headers);
  const run = (period: string, account = agent.account) => owner.call(RUN, { agent_account: account, period });

  it('lists every month from the agent’s first to the current one, newest first, computed from the ledger', async () => {
    const res = (await list(agent)).json();
    expect(res.code).toBe(100);
    expect(res.data.total_count).toBe(4);
    expect(res.data.list).toEqual([
      {
        period: month(0),
        net_revenue: '0.00',
        active_members: 0,
        tier: null,
        rate: '0.00',
        commission: '0.00',
        status: 'pending',
        settled_at: null,
      },
      {
        period: month(1),
        net_revenue: '-30.00',
        active_members: 0,
        tier: null,
        rate: '0.00',
        commission: '0.00',
        status: 'pending',
        settled_at: null,
      },
      {
        period: month(2),
        net_revenue: '1549.99',
        active_members: 3,
        tier: 2,
        rate: '25.00',
        commission: '387.49',
        status: 'pending',
        settled_at: null,
      },
      {
        period: month(3),
        net_revenue: '200.00',
        active_members: 1,
        tier: 1,
        rate: '10.00',
        commission: '20.00',
        status: 'pending',
        settled_at: null,
      },
    ]);
    const page2 = (await list(agent, 2, 3)).json().data;
    expect(page2).toEqual({ list: [expect.objectContaining({ period: month(3) })], total_count: 4 });
    // Another agent: its own months only, none of this downline's figures.
    const theirs = (await list(other)).json().data;
    expect(theirs.list.map((s: { period: string; net_revenue: string }) => [s.period, s.net_revenue])).toEqual([
      [month(0), '0.00'],
      [month(1), '0.00'],
    ]);
  });

  it('settles a past month once under 10 concurrent calls, crediting the commission through the ledger', async () => {
    const before = mainCents(app, agent.id);
    const responses = await Promise.all(Array.from({ length: 10 }, () => run(month(2))));
    const answers = responses.map((a) => a.json());
    const settled = answers.filter((a) => a.code === 100);
    expect(settled).toHaveLength(1);
    // Every other run: 409 with the settlement as it stands, and nothing more paid.
    expect(responses.filter((a) => a.statusCode === 409 && a.json().code === 409)).toHaveLength(9);
    expect(settled[0].data).toMatchObject({
      period: month(2),
      net_revenue: '1549.99',
      tier: 2,
      commission: '387.49',
      status: 'settled',
      settled_at: expect.any(Number),
    });
    for (const a of answers) expect(a.data).toEqual(settled[0].data);
    expect(mainCents(app, agent.id)).toBe(before + 38_749);
    // One audit entry, written with the settlement.
    const audited = (await owner.call('/audit?action=agent.settlement')).json().data.items;
    expect(audited.filter((e: { target: string }) => e.target === agent.account)).toEqual([
      expect.objectContaining({
        operator_account: 'owner',
        site_id: '1',
        before: { period: month(2), status: 'pending' },
        after: settled[0].data,
      }),
    ]);
    const id = app.services.db
      .prepare('SELECT id FROM agent_settlements WHERE agent_id = ? AND period = ?')
      .pluck()
      .get(agent.id, month(2));
    expect(
      app.services.db
        .prepare('SELECT amount_cents, reason FROM wallet_ledger WHERE member_id = ? AND reason GLOB ?')
        .all(agent.id, 'commission:*'),
    ).toEqual([{ amount_cents: 38_749, reason: `commission:${id}` }]);
    expect(memberEvents(recorder, agent.id, 'member.cash')).toEqual([
      { cash: (mainCents(app, agent.id) / 100).toFixed(2) },
    ]);

    // The list shows it settled, with the commission paid even when a late row changes the month.
    ledger(app, sub.id, 'bet', -100_000, at(app, `${month(2)}-20 12:00`));
    const row = (await list(agent)).json().data.list[2];
    expect(row).toMatchObject({
      period: month(2),
      status: 'settled',
      commission: '387.49',
      settled_at: settled[0].data.settled_at,
    });
    // The member centre's Transaction page types the credit.
    const today = new Date().toISOString().slice(0, 10);
    const ledgerPage = (
      await call(
        app,
        '/api/arks/web/member/ledger',
        { start_date: addDays(today, -1), end_date: addDays(today, 1), page: 1, count: 20, type: 'commission' },
        agent.headers,
      )
    ).json();
    expect(ledgerPage.data.list.map((r: { type: string; amount: string }) => [r.type, r.amount])).toEqual([
      ['commission', '387.49'],
    ]);
  });

  it('settles a month without commission with no ledger row and no member.cash', async () => {
    const before = mainCents(app, agent.id);
    const heard = memberEvents(recorder, agent.id, 'member.cash').length;
    expect((await run(month(1))).json()).toMatchObject({
      code: 100,
      data: { period: month(1), commission: '0.00', tier: null, status: 'settled' },
    });
    expect(mainCents(app, agent.id)).toBe(before);
    expect(memberEvents(recorder, agent.id, 'member.cash')).toHaveLength(heard);
    expect(
      app.services.db
        .prepare('SELECT COUNT(*) FROM wallet_ledger WHERE member_id = ? AND reason GLOB ?')
        .pluck()
        .get(agent.id, 'commission:*'),
    ).toBe(1);
  });

  it.each([
    ['the current month (409)', () => month(0), 409],
    ['a month not begun', () => addMonths(month(0), 1), 400],
    ['a month before the agent’s first', () => month(4), 400],
    ['not a month', () => '2026-13', 400],
    ['a day', () => '2026-03-01', 400],
  ])('refuses %s', async (_what, period, code) => {
    const before = mainCents(app, agent.id);
    const res = await run(period());
    expect(res.statusCode).toBe(code);
    expect(res.json()).toMatchObject({ code, data: null });
    expect(mainCents(app, agent.id)).toBe(before);
  });

  it('refuses an unknown account (404) and a member who is no active agent (409); the list answers notAgent to non-agents', async () => {
    expect((await run(month(2), 'no-such-agent')).statusCode).toBe(404);
    const member = await place(app, { parent: agent.id });
    expect((await run(month(2), member.account)).statusCode).toBe(409);
    expect((await list(member)).json()).toMatchObject({ code: AgentCode.notAgent, data: null });
    expect((await owner.call(RUN, { agent_account: agent.account })).statusCode).toBe(400);
  });
});

const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);
