// What the brand offers agents (migration 016): its names for the agent levels, the
// commission plan per currency (tiers, the active-member rule, the transfer limits) and the agent
// agreement per language. Texts fall back to English when the request's language has none.
import type { AgentAgreement, AgentLevelName, AgentPlan, PlanTier } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';

export const FALLBACK_LANGUAGE = 'en_US';

export interface PlanRow {
  active_min_valid_bet_cents: number;
  transfer_min_cents: number;
  transfer_max_cents: number;
}

/** A name map's entry in `language`, else English, else any ('' when empty). */
function nameIn(names: Record<string, unknown>, language: string): string {
  const pick = names[language] ?? names[FALLBACK_LANGUAGE] ?? Object.values(names)[0];
  return typeof pick === 'string' ? pick : '';
}

export function createAgentTerms(db: Db) {
  const levels = db.prepare('SELECT agent_level, names FROM agent_level_names WHERE site_id = ? ORDER BY agent_level');
  const plan = db.prepare(
    'SELECT active_min_valid_bet_cents, transfer_min_cents, transfer_max_cents FROM agent_plans WHERE site_id = ? AND currency = ?',
  );
  const tiers = db.prepare(
    `SELECT tier, min_net_revenue_cents, min_active_members, rate_bp FROM agent_plan_tiers
      WHERE site_id = ? AND currency = ? ORDER BY tier`,
  );
  const agreement = db.prepare(
    'SELECT title, content FROM agent_agreements WHERE site_id = ? AND language IN (?, ?) ORDER BY language = ? DESC LIMIT 1',
  );

  return {
    levelNames(siteId: string, language: string): AgentLevelName[] {
      return (levels.all(siteId) as { agent_level: number; names: string }[]).map((row) => ({
        agent_level: row.agent_level,
        name: nameIn(JSON.parse(row.names) as Record<string, unknown>, language),
      }));
    },
    /** The plan's rules (limits in cents), or null when the currency has no plan. */
    planRow: (siteId: string, currency: string) => (plan.get(siteId, currency) as PlanRow | undefined) ?? null,
    /** The plan as the Plan page shows it, tiers ascending; null when the currency has none. */
    plan(siteId: string, currency: string): AgentPlan | null {
      const row = this.planRow(siteId, currency);
      if (!row) return null;
      const list = tiers.all(siteId, currency) as {
        tier: number;
        min_net_revenue_cents: number;
        min_active_members: number;
        rate_bp: number;
      }[];
      return {
        currency,
        tiers: list.map((t): PlanTier => ({
          tier: t.tier,
          min_net_revenue: formatCents(t.min_net_revenue_cents),
          min_active_members: t.min_active_members,
          // Basis points read as cents: 2500 -> '25.00'.
          rate: formatCents(t.rate_bp),
        })),
        active_min_valid_bet: formatCents(row.active_min_valid_bet_cents),
        settlement_period: 'monthly',
      };
    },
    agreement(siteId: string, language: string): AgentAgreement | null {
      return (agreement.get(siteId, language, FALLBACK_LANGUAGE, language) as AgentAgreement | undefined) ?? null;
    },
  };
}
export type AgentTerms = ReturnType<typeof createAgentTerms>;
