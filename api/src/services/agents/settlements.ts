// Performance settlement: one period per calendar month in the site's zone, from the
// month the member became an agent (members.agent_since, else its registration) to the current
// one. A period's figures are computed from the ledger (reports.ts); settling a past month
// writes one agent_settlements row and credits the commission to the agent's main balance
// ('commission:<settlement id>', no row when 0) in ONE immediate transaction, so concurrent
// settlements of the same month credit once. A settled month's commission is its ledger row.
import { AgentCode, type Settlement, type SettlementList } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';
import { addMonths, monthOf, monthRange, monthsBetween } from '../../lib/site-months.js';
import { AgentReason } from './reasons.js';
import type { MainLedger } from '../cashier/index.js';
import { commissionOf, type PlanRules } from './plan-rules.js';
import type { AgentReports } from './reports.js';

export interface SettlementAgent {
  id: number;
  /** agent_since, else created_at. */
  since: number;
}
interface SettlementRow {
  id: number;
  period: string;
  settled_at: number;
}

export type SettleRefusal =
  | { refused: (typeof AgentCode)['invalidPeriod' | 'periodNotOver']; message: string }
  | { refused: (typeof AgentCode)['alreadySettled']; message: string; settlement: Settlement };

export function createAgentSettlements(db: Db, reports: AgentReports, cash: MainLedger, now: () => number = Date.now) {
  const byPeriod = db.prepare('SELECT id, period, settled_at FROM agent_settlements WHERE agent_id = ? AND period = ?');
  const insert = db.prepare('INSERT INTO agent_settlements (agent_id, period, settled_at) VALUES (?, ?, ?)');
  const paid = db
    .prepare(
      'SELECT COALESCE(SUM(amount_cents), 0) FROM wallet_ledger WHERE member_id = ? AND reason = ? AND gp_id IS NULL',
    )
    .pluck();
  const since = db.prepare('SELECT COALESCE(agent_since, created_at) FROM members WHERE id = ?').pluck();

  function periodOf(agent: SettlementAgent, period: string, plan: PlanRules, zone: string): Settlement {
    const figures = reports.settlementFigures(agent.id, monthRange(period, zone), plan.active_min_valid_bet_cents);
    const reached = commissionOf(plan, figures.net_revenue_cents, figures.active_members);
    const settled = byPeriod.get(agent.id, period) as SettlementRow | undefined;
    return {
      period,
      net_revenue: formatCents(figures.net_revenue_cents),
      active_members: figures.active_members,
      tier: reached.tier,
      rate: formatCents(reached.rate_bp),
      // A settled month shows what was paid (its ledger row), whatever the plan says today.
      commission: formatCents(
        settled ? (paid.get(agent.id, AgentReason.commission(settled.id)) as number) : reached.commission_cents,
      ),
      status: settled ? 'settled' : 'pending',
      settled_at: settled?.settled_at ?? null,
    };
  }

  const settle = db.transaction(
    (
      agent: SettlementAgent,
      period: string,
      plan: PlanRules,
      zone: string,
      onSettled?: (settlement: Settlement) => void,
    ): { settlement: Settlement; credited: boolean } | SettleRefusal => {
      if (byPeriod.get(agent.id, period)) {
        return {
          refused: AgentCode.alreadySettled,
          message: `${period} is already settled`,
          settlement: periodOf(agent, period, plan, zone),
        };
      }
      const figures = reports.settlementFigures(agent.id, monthRange(period, zone), plan.active_min_valid_bet_cents);
      const { commission_cents } = commissionOf(plan, figures.net_revenue_cents, figures.active_members);
      const id = Number(insert.run(agent.id, period, now()).lastInsertRowid);
      if (commission_cents > 0) cash.moveMain(agent.id, commission_cents, AgentReason.commission(id));
      const settlement = periodOf(agent, period, plan, zone);
      onSettled?.(settlement);
      return { settlement, credited: commission_cents > 0 };
    },
  );

  return {
    /** The agent a settlement is about: its id and the start of its first period. */
    agent(id: number): SettlementAgent {
      return { id, since: since.get(id) as number };
    },

    /** The agent's periods, newest first, `count` a page. */
    list(agent: SettlementAgent, plan: PlanRules, zone: string, page: { page: number; count: number }): SettlementList {
      const current = monthOf(now(), zone);
      const total = monthsBetween(monthOf(agent.since, zone), current);
      const first = (page.page - 1) * page.count;
      const list: Settlement[] = [];
      for (let i = first; i < Math.min(total, first + page.count); i += 1)
        list.push(periodOf(agent, addMonths(current, -i), plan, zone));
      return { list, total_count: total };
    },

    /**
     * Settles a past month of the agent once; announces the agent's balance when credited.
     * `onSettled` runs inside the settlement's transaction (the operator's audit entry), so a throw
     * there rolls the settlement and its credit back.
     */
    async run(
      agent: SettlementAgent,
      period: string,
      plan: PlanRules,
      zone: string,
      onSettled?: (settlement: Settlement) => void,
    ): Promise<{ settlement: Settlement } | SettleRefusal> {
      if (period < monthOf(agent.since, zone))
        return { refused: AgentCode.invalidPeriod, message: `${period} is before the agent's first month` };
      const current = monthOf(now(), zone);
      if (period > current) return { refused: AgentCode.invalidPeriod, message: `${period} has not begun` };
      if (period === current) return { refused: AgentCode.periodNotOver, message: `${period} is not over yet` };
      const result = settle.immediate(agent, period, plan, zone, onSettled);
      if ('refused' in result) return result;
      if (result.credited) await cash.announce(agent.id);
      return { settlement: result.settlement };
    },
  };
}
export type AgentSettlements = ReturnType<typeof createAgentSettlements>;
