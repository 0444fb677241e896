// The agent seed: agent01's hierarchy has its three depths and sizes, each member's ledger explains
// its balances, the last complete month reaches at least the plan's first tier (so a settlement
// has something to pay), applicant01's application is pending, and a second start adds nothing.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TIMEZONE } from '@croupier/shared/contracts';
import { startApp } from '../../test/helpers.js';
import { seedAreas } from '../seed.js';
import { agentPlansSeed } from './agents-data.js';

dayjs.extend(utc);
dayjs.extend(timezone);

jest.setTimeout(60_000);

describe('the agent seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await startApp()));
  afterAll(() => app.close());

  const db = () => app.services.db;
  const idOf = (account: string) =>
    db().prepare("SELECT id FROM members WHERE site_id = '1' AND member_account = ?").pluck().get(account) as number;

  it('gives agent01 two sub-agents, one with its own, and about 30 members across three depths', () => {
    const downline = app.services.agentHierarchy.downline(idOf('agent01'));
    const perDepth = downline.reduce<Record<number, number>>(
      (acc, d) => ({ ...acc, [d.depth]: (acc[d.depth] ?? 0) + 1 }),
      {},
    );
    expect(perDepth).toEqual({ 1: 19, 2: 12, 3: 4 });
    const agents = db()
      .prepare(
        `SELECT m.member_account, m.agent_level, m.is_agent, m.agent_active, p.member_account AS parent FROM members m
           JOIN members p ON p.id = m.parent_agent_id WHERE m.member_account LIKE 'subagent%' ORDER BY m.member_account`,
      )
      .all();
    expect(agents).toEqual([
      { member_account: 'subagent01', agent_level: 2, is_agent: 1, agent_active: 1, parent: 'agent01' },
      { member_account: 'subagent02', agent_level: 2, is_agent: 1, agent_active: 1, parent: 'agent01' },
      { member_account: 'subagent03', agent_level: 3, is_agent: 1, agent_active: 1, parent: 'subagent01' },
    ]);
    const agent01 = db()
      .prepare("SELECT agent_since FROM members WHERE member_account = 'agent01'")
      .pluck()
      .get() as number;
    expect(Math.round((Date.now() - agent01) / 86_400_000)).toBe(90);
  });

  it("explains every downline member's balance with its ledger, and keeps player01 and ravi_inr under agent01", () => {
    const rows = db()
      .prepare(
        `SELECT m.member_account, m.cash_cents, COALESCE((SELECT SUM(amount_cents) FROM wallet_ledger l WHERE l.member_id = m.id AND l.gp_id IS NULL), 0) AS main,
           COALESCE((SELECT SUM(amount_cents) FROM wallet_ledger l WHERE l.member_id = m.id AND l.gp_id IS NOT NULL), 0) AS providers
           FROM members m WHERE m.member_account LIKE 'down%' OR m.member_account LIKE 'subagent%'`,
      )
      .all() as { member_account: string; cash_cents: number; main: number; providers: number }[];
    expect(rows).toHaveLength(30);
    for (const r of rows) expect([r.member_account, r.main, r.providers]).toEqual([r.member_account, r.cash_cents, 0]);
    const parents = db()
      .prepare(
        "SELECT p.member_account FROM members m JOIN members p ON p.id = m.parent_agent_id WHERE m.member_account IN ('player01', 'ravi_inr')",
      )
      .pluck()
      .all();
    expect(parents).toEqual(['agent01', 'agent01']);
  });

  it('reaches at least tier 1 of the USD plan in the last complete month', () => {
    const month = dayjs().tz(DEFAULT_TIMEZONE).startOf('month').subtract(1, 'month');
    const from = dayjs.tz(month.format('YYYY-MM-DD'), DEFAULT_TIMEZONE).valueOf();
    const to = dayjs.tz(month.add(1, 'month').format('YYYY-MM-DD'), DEFAULT_TIMEZONE).valueOf();
    const agent = idOf('agent01');
    const perMember = db()
      .prepare(
        `WITH RECURSIVE downline(id) AS (SELECT id FROM members WHERE parent_agent_id = ? UNION ALL SELECT m.id FROM members m JOIN downline d ON m.parent_agent_id = d.id)
         SELECT l.member_id, -SUM(CASE WHEN l.reason = 'bet' THEN l.amount_cents ELSE 0 END) AS bets,
                SUM(CASE WHEN l.reason = 'win' THEN l.amount_cents ELSE 0 END) AS wins
           FROM wallet_ledger l JOIN downline d ON d.id = l.member_id JOIN members m ON m.id = l.member_id AND m.member_currency = 'USD'
          WHERE l.created_at >= ? AND l.created_at < ? GROUP BY l.member_id`,
      )
      .all(agent, from, to) as { member_id: number; bets: number; wins: number }[];
    const usd = agentPlansSeed.find((p) => p.currency === 'USD')!;
    const [minRevenue, minActive] = usd.tiers[0]!;
    const active = perMember.filter((m) => m.bets >= usd.active_min_valid_bet_cents).length;
    const netRevenue = perMember.reduce((sum, m) => sum + m.bets - m.wins, 0);
    expect(active).toBeGreaterThanOrEqual(minActive);
    expect(netRevenue).toBeGreaterThanOrEqual(minRevenue);
  });

  it("has applicant01's application pending, and the plans, level names and agreements", () => {
    const pending = db()
      .prepare('SELECT status, decided_at FROM agent_applications WHERE member_id = ?')
      .all(idOf('applicant01'));
    expect(pending).toEqual([{ status: 'pending', decided_at: null }]);
    const counts = db()
      .prepare(
        `SELECT (SELECT COUNT(*) FROM agent_plans) AS plans, (SELECT COUNT(*) FROM agent_plan_tiers) AS tiers,
           (SELECT COUNT(*) FROM agent_level_names) AS levels, (SELECT COUNT(*) FROM agent_agreements) AS agreements`,
      )
      .get();
    expect(counts).toEqual({ plans: 3, tiers: 9, levels: 3, agreements: 5 });
  });

  it('adds nothing on a second start', () => {
    const counts = () =>
      db()
        .prepare(
          `SELECT (SELECT COUNT(*) FROM members) AS members, (SELECT COUNT(*) FROM wallet_ledger) AS ledger, (SELECT COUNT(*) FROM cashier_orders) AS orders,
             (SELECT COUNT(*) FROM agent_applications) AS applications, (SELECT COUNT(*) FROM agent_link_visits) AS visits`,
        )
        .get();
    const before = counts();
    seedAreas(db(), Date.now() + 1_000);
    expect(counts()).toEqual(before);
  });
});
