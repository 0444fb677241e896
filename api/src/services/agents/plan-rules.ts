// The numbers of an agent plan (agent_plans + agent_plan_tiers of a site and currency) that the
// agent centre's money needs: transfer limits, the active-member threshold, the tiers, and the
// tier a month reaches; and the operators' view and edit of a site's plans. A saved plan holds
// for every month not yet settled (a settled month keeps what it paid: its ledger row).
import type { Db } from '../../db/database.js';

export interface PlanTierRule {
  tier: number;
  min_net_revenue_cents: number;
  min_active_members: number;
  rate_bp: number;
}
export interface PlanRules {
  active_min_valid_bet_cents: number;
  transfer_min_cents: number;
  transfer_max_cents: number;
  tiers: PlanTierRule[];
}

/** A plan with its currency, as the operators' console reads and saves it. */
export interface CurrencyPlan extends PlanRules {
  currency: string;
}

export function createPlanRules(db: Db) {
  const currencies = db.prepare('SELECT currency FROM agent_plans WHERE site_id = ? ORDER BY currency').pluck();
  const upsert = db.prepare(
    `INSERT INTO agent_plans (site_id, currency, active_min_valid_bet_cents, transfer_min_cents, transfer_max_cents)
     VALUES (@site_id, @currency, @active_min_valid_bet_cents, @transfer_min_cents, @transfer_max_cents)
     ON CONFLICT (site_id, currency) DO UPDATE SET active_min_valid_bet_cents = excluded.active_min_valid_bet_cents,
       transfer_min_cents = excluded.transfer_min_cents, transfer_max_cents = excluded.transfer_max_cents`,
  );
  const dropTiers = db.prepare('DELETE FROM agent_plan_tiers WHERE site_id = ? AND currency = ?');
  const insertTier = db.prepare(
    `INSERT INTO agent_plan_tiers (site_id, currency, tier, min_net_revenue_cents, min_active_members, rate_bp)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const plan = db.prepare(
    'SELECT active_min_valid_bet_cents, transfer_min_cents, transfer_max_cents FROM agent_plans WHERE site_id = ? AND currency = ?',
  );
  const tiers = db.prepare(
    'SELECT tier, min_net_revenue_cents, min_active_members, rate_bp FROM agent_plan_tiers WHERE site_id = ? AND currency = ? ORDER BY tier',
  );
  return {
    /** The plan of the site and currency; undefined when the currency has none. */
    of(siteId: string, currency: string): PlanRules | undefined {
      const row = plan.get(siteId, currency) as Omit<PlanRules, 'tiers'> | undefined;
      return row && { ...row, tiers: tiers.all(siteId, currency) as PlanTierRule[] };
    },
    /** Every plan of the site, by currency. */
    list(siteId: string): CurrencyPlan[] {
      return (currencies.all(siteId) as string[]).map((currency) => ({ currency, ...this.of(siteId, currency)! }));
    },
    /** Writes the plan of the site and currency with exactly these tiers (the caller's transaction). */
    save(siteId: string, plan: CurrencyPlan): void {
      const { currency, tiers: list, ...rules } = plan;
      upsert.run({ site_id: siteId, currency, ...rules });
      dropTiers.run(siteId, currency);
      for (const t of list)
        insertTier.run(siteId, currency, t.tier, t.min_net_revenue_cents, t.min_active_members, t.rate_bp);
    },
  };
}
export type PlanRulesService = ReturnType<typeof createPlanRules>;

/**
 * The highest tier whose minimums (net revenue and active members) are both met, and the
 * commission: net revenue × rate, in cents rounded down. No tier (and 0) when net revenue <= 0.
 */
export function commissionOf(rules: Pick<PlanRules, 'tiers'>, netRevenueCents: number, activeMembers: number) {
  const reached =
    netRevenueCents > 0
      ? rules.tiers
          .filter((t) => netRevenueCents >= t.min_net_revenue_cents && activeMembers >= t.min_active_members)
          .reduce<PlanTierRule | null>((best, t) => (best === null || t.tier > best.tier ? t : best), null)
      : null;
  if (!reached) return { tier: null, rate_bp: 0, commission_cents: 0 };
  // BigInt: cents × basis points can pass 2^53; a positive quotient truncates = rounds down.
  const commission = Number((BigInt(netRevenueCents) * BigInt(reached.rate_bp)) / 10_000n);
  return { tier: reached.tier, rate_bp: reached.rate_bp, commission_cents: commission };
}
