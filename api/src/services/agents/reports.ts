// The agent centre's reports, computed from wallet_ledger and members in SQL over the
// agent's downline (DOWNLINE_CTE), never stored. Per downline member and period [from, to):
// - new_members: 1 when registered (created_at) in the period;
// - first deposit: members.first_deposit_at in the period; its amount is the member's earliest
//   'deposit:*' ledger row (the first approved deposit);
// - deposits: 'deposit:*' rows in the period (count and sum);
// - withdrawals: amount = what left main for 'withdrawal:*' rows minus what came back through
//   'withdrawal_refund:*' rows, both in the period; count = 'withdrawal:*' rows in the period
//   whose refund is not in the same period (a withdrawal rejected within the period counts
//   nothing, one refunded later still counts in its own period and its refund lowers the later
//   period's amount);
// - valid_bet: the sum of -amount of 'bet' rows; payout: the sum of 'win' rows;
//   net_win_loss = payout - valid_bet.
// A member is a row when registered in the period or with any such ledger row or first deposit.
import type { OperationFigures, OperationReport, OperationRow, StratifiedReport } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import { DOWNLINE_CTE, MAX_DEPTH } from './hierarchy.js';

export interface Period {
  from: number;
  to: number;
}

const IN_PERIOD = (column: string) => `(${column} >= @from AND ${column} < @to)`;

/**
 * `figures(member_id, member_account, depth, <the figures in cents>)`: one row per member with
 * something in the period. CROSS JOIN keeps the downline the outer loop (SQLite never reorders
 * it), so the ledger is read per downline member through its (member_id, …) indexes, never scanned.
 */
const FIGURES_CTE = `${DOWNLINE_CTE},
  led AS MATERIALIZED (
    SELECT l.member_id AS id,
      SUM(l.reason GLOB 'deposit:*') AS deposit_count,
      SUM(CASE WHEN l.reason GLOB 'deposit:*' THEN l.amount_cents ELSE 0 END) AS deposit_cents,
      SUM(CASE WHEN l.reason GLOB 'withdrawal:*' AND NOT EXISTS (
            SELECT 1 FROM wallet_ledger r WHERE r.member_id = l.member_id
              AND r.reason = 'withdrawal_refund:' || substr(l.reason, 12) AND ${IN_PERIOD('r.created_at')})
          THEN 1 ELSE 0 END) AS withdrawal_count,
      SUM(CASE WHEN l.reason GLOB 'withdrawal:*' OR l.reason GLOB 'withdrawal_refund:*' THEN -l.amount_cents ELSE 0 END) AS withdrawal_cents,
      SUM(CASE WHEN l.reason = 'bet' THEN -l.amount_cents ELSE 0 END) AS bet_cents,
      SUM(CASE WHEN l.reason = 'win' THEN l.amount_cents ELSE 0 END) AS win_cents
    FROM downline d CROSS JOIN wallet_ledger l ON l.member_id = d.id
    WHERE ${IN_PERIOD('l.created_at')}
      AND (l.reason IN ('bet', 'win') OR l.reason GLOB 'deposit:*' OR l.reason GLOB 'withdrawal:*' OR l.reason GLOB 'withdrawal_refund:*')
    GROUP BY l.member_id
  ),
  figures AS MATERIALIZED (
    SELECT m.id AS member_id, m.member_account, d.depth,
      ${IN_PERIOD('m.created_at')} AS new_members,
      COALESCE(${IN_PERIOD('m.first_deposit_at')}, 0) AS first_deposit_count,
      CASE WHEN ${IN_PERIOD('m.first_deposit_at')} THEN COALESCE((
        SELECT f.amount_cents FROM wallet_ledger f WHERE f.member_id = m.id AND f.reason GLOB 'deposit:*'
        ORDER BY f.created_at, f.id LIMIT 1), 0) ELSE 0 END AS first_deposit_cents,
      COALESCE(led.deposit_count, 0) AS deposit_count,
      COALESCE(led.deposit_cents, 0) AS deposit_cents,
      COALESCE(led.withdrawal_count, 0) AS withdrawal_count,
      COALESCE(led.withdrawal_cents, 0) AS withdrawal_cents,
      COALESCE(led.bet_cents, 0) AS bet_cents,
      COALESCE(led.win_cents, 0) AS win_cents
    FROM downline d CROSS JOIN members m ON m.id = d.id LEFT JOIN led ON led.id = d.id
    WHERE led.id IS NOT NULL OR ${IN_PERIOD('m.created_at')} OR ${IN_PERIOD('m.first_deposit_at')}
  )`;

/** The sums of `figures` rows as one row (aliases as FigureCents). */
const SUMS = `COALESCE(SUM(new_members), 0) AS new_members,
  COALESCE(SUM(first_deposit_count), 0) AS first_deposit_count, COALESCE(SUM(first_deposit_cents), 0) AS first_deposit_cents,
  COALESCE(SUM(deposit_count), 0) AS deposit_count, COALESCE(SUM(deposit_cents), 0) AS deposit_cents,
  COALESCE(SUM(withdrawal_count), 0) AS withdrawal_count, COALESCE(SUM(withdrawal_cents), 0) AS withdrawal_cents,
  COALESCE(SUM(bet_cents), 0) AS bet_cents, COALESCE(SUM(win_cents), 0) AS win_cents`;

const FIGURE_KEYS = [
  'new_members',
  'first_deposit_count',
  'first_deposit_cents',
  'deposit_count',
  'deposit_cents',
  'withdrawal_count',
  'withdrawal_cents',
  'bet_cents',
  'win_cents',
] as const;
type FigureCents = Record<(typeof FIGURE_KEYS)[number], number>;

/** The window sums (`total_<key>`) a page row carries. */
const totalOf = (row: object): FigureCents =>
  Object.fromEntries(FIGURE_KEYS.map((k) => [k, (row as Record<string, number>)[`total_${k}`] ?? 0])) as FigureCents;
const sumOf = (rows: FigureCents[]): FigureCents =>
  Object.fromEntries(FIGURE_KEYS.map((k) => [k, rows.reduce((s, r) => s + r[k], 0)])) as FigureCents;

function toFigures(c: FigureCents): OperationFigures {
  return {
    new_members: c.new_members,
    first_deposit_count: c.first_deposit_count,
    first_deposit_amount: formatCents(c.first_deposit_cents),
    deposit_count: c.deposit_count,
    deposit_amount: formatCents(c.deposit_cents),
    withdrawal_count: c.withdrawal_count,
    withdrawal_amount: formatCents(c.withdrawal_cents),
    valid_bet: formatCents(c.bet_cents),
    payout: formatCents(c.win_cents),
    net_win_loss: formatCents(c.win_cents - c.bet_cents),
  };
}

export function createAgentReports(db: Db) {
  // The page and, over every row (window sums, computed before LIMIT), the totals: one pass.
  const pageRows = db.prepare(
    `${FIGURES_CTE} SELECT *, COUNT(*) OVER () AS total_count, ${FIGURE_KEYS.map((k) => `SUM(${k}) OVER () AS total_${k}`).join(', ')}
     FROM figures ORDER BY bet_cents DESC, member_account, member_id LIMIT @count OFFSET @offset`,
  );
  const totals = db.prepare(`${FIGURES_CTE} SELECT COUNT(*) AS total_count, ${SUMS} FROM figures`);
  // Per depth (every depth that has members) and per sub-agent (every (sub-agent, member under it)
  // pair of the downline), in one statement so that `figures` is computed once.
  const stratifiedRows = db.prepare(
    `${FIGURES_CTE},
     counted AS (SELECT depth, COUNT(*) AS member_count FROM downline GROUP BY depth),
     under(agent_id, id, hops) AS (
       SELECT a.id, m.id, 1 FROM downline a CROSS JOIN members s ON s.id = a.id AND s.is_agent = 1
         JOIN members m ON m.parent_agent_id = a.id
       UNION ALL
       SELECT u.agent_id, m.id, u.hops + 1 FROM under u JOIN members m ON m.parent_agent_id = u.id WHERE u.hops < ${MAX_DEPTH}
     ),
     under_count AS (SELECT agent_id, COUNT(*) AS member_count FROM under GROUP BY agent_id)
     SELECT 'level' AS kind, c.depth, c.member_count, NULL AS agent_id, NULL AS member_account, NULL AS agent_level, ${SUMS}
     FROM counted c LEFT JOIN figures f ON f.depth = c.depth
     GROUP BY c.depth
     UNION ALL
     SELECT 'agent', a.depth, COALESCE(c.member_count, 0), s.id, s.member_account, s.agent_level, ${SUMS}
     FROM downline a CROSS JOIN members s ON s.id = a.id AND s.is_agent = 1
       LEFT JOIN under_count c ON c.agent_id = s.id
       LEFT JOIN under u ON u.agent_id = s.id
       LEFT JOIN figures f ON f.member_id = u.id
     GROUP BY s.id
     ORDER BY 1 DESC, 2, 5`,
  );
  // A month's settlement figures: valid bets and payouts of the whole downline, and the members
  // whose valid bet reached `min_bet`.
  const month = db.prepare(
    `${DOWNLINE_CTE},
     bets AS (
       SELECT l.member_id,
         SUM(CASE WHEN l.reason = 'bet' THEN -l.amount_cents ELSE 0 END) AS bet_cents,
         SUM(CASE WHEN l.reason = 'win' THEN l.amount_cents ELSE 0 END) AS win_cents
       FROM downline d CROSS JOIN wallet_ledger l ON l.member_id = d.id
       WHERE l.reason IN ('bet', 'win') AND ${IN_PERIOD('l.created_at')}
       GROUP BY l.member_id
     )
     SELECT COALESCE(SUM(bet_cents) - SUM(win_cents), 0) AS net_revenue_cents,
       COALESCE(SUM(bet_cents >= @min_bet AND bet_cents > 0), 0) AS active_members
     FROM bets`,
  );

  return {
    /** One row per downline member with something in the period, by valid bet (desc) then account; totals over all of them. */
    operation(agentId: number, period: Period, page: { page: number; count: number }): OperationReport {
      const params = { agent: agentId, from: period.from, to: period.to };
      type Row = FigureCents & { member_id: number; member_account: string; depth: number; total_count: number };
      const rows = pageRows.all({ ...params, count: page.count, offset: (page.page - 1) * page.count }) as Row[];
      const list: OperationRow[] = rows.map((r) => ({
        member_id: r.member_id,
        member_account: r.member_account,
        depth: r.depth,
        ...toFigures(r),
      }));
      const first = rows[0];
      // A page past the end has no row to carry the window sums: count them alone.
      const sums = first
        ? { total_count: first.total_count, ...totalOf(first) }
        : (totals.get(params) as FigureCents & { total_count: number });
      return { list, total_count: sums.total_count, totals: toFigures(sums) };
    },

    /** The same figures per depth (every depth that has members) and per sub-agent (its own downline, any depth). */
    stratified(agentId: number, period: Period): StratifiedReport {
      const params = { agent: agentId, from: period.from, to: period.to };
      type Row = FigureCents & {
        kind: 'level' | 'agent';
        depth: number;
        member_count: number;
        agent_id: number;
        member_account: string;
        agent_level: number;
      };
      const rows = stratifiedRows.all(params) as Row[];
      const levels = rows.filter((r) => r.kind === 'level');
      const subAgents = rows
        .filter((r) => r.kind === 'agent')
        .map((r) => ({
          agent_id: r.agent_id,
          member_account: r.member_account,
          agent_level: r.agent_level,
          depth: r.depth,
          member_count: r.member_count,
          ...toFigures(r),
        }));
      // Every figures row has a depth, so the levels add up to the operation report's totals.
      return {
        levels: levels.map((l) => ({ depth: l.depth, member_count: l.member_count, ...toFigures(l) })),
        sub_agents: subAgents,
        totals: toFigures(sumOf(levels)),
      };
    },

    /** Net revenue (valid bets - payouts, cents) and active members (valid bet >= minBetCents, and > 0) of the downline in the period. */
    settlementFigures(
      agentId: number,
      period: Period,
      minBetCents: number,
    ): { net_revenue_cents: number; active_members: number } {
      return month.get({ agent: agentId, from: period.from, to: period.to, min_bet: minBetCents }) as {
        net_revenue_cents: number;
        active_members: number;
      };
    },
  };
}
export type AgentReports = ReturnType<typeof createAgentReports>;
