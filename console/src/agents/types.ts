// The agent programme's answers (/api/operator/sites/:site_id/agents, docs/operators.md "Agents").
// Whatever an applicant typed is kept as typed: the page shows it as text.

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface AgentApplicationView {
  id: number;
  member_id: number;
  member_account: string;
  status: ApplicationStatus;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  message: string;
  created_at: number;
  decided_at: number | null;
}

/** Pending first (oldest first), then the decided ones, newest first. */
export interface ApplicationPage {
  items: AgentApplicationView[];
  total: number;
}

export interface PlanTier {
  tier: number;
  /** Decimal text. */
  min_net_revenue: string;
  min_active_members: number;
  /** Percent of net revenue: '25.00' is 25 %. */
  rate: string;
}

/** A currency's plan: money as decimal text. */
export interface AgentPlan {
  currency: string;
  active_min_valid_bet: string;
  transfer_min: string;
  transfer_max: string;
  tiers: PlanTier[];
}

export type PlanBody = Omit<AgentPlan, 'currency'>;

export interface AgentDomain {
  host: string;
  agent_id: number;
  agent_account: string;
  currency: string;
  enabled: boolean;
  created_at: number;
}

export interface NewAgentDomain {
  host: string;
  agent_account: string;
  currency: string;
}

/** One month of an agent (YYYY-MM in the site's zone). */
export interface Settlement {
  period: string;
  net_revenue: string;
  active_members: number;
  tier: number | null;
  rate: string;
  commission: string;
  status: 'pending' | 'settled';
  settled_at: number | null;
}

/** Newest month first, from the agent's first month to the current one. */
export interface SettlementList {
  list: Settlement[];
  total_count: number;
}
