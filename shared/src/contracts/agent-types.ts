// Agent-area wire types (spec 02 §2 agent menu, §6 Agent): level names, the commission
// plan, the agreement, applying, and the agent centre (downline, promotion links, operation and
// stratified reports, transfers to the downline, performance settlement). Money is a decimal
// string with two places; times are epoch milliseconds; *_date is 'YYYY-MM-DD' and a period
// 'YYYY-MM', both in the site's time zone. All calls are POST under /api, new style.
import type { DateRangePage } from './member-types.js';

/** POST /arks/web/agent-level-rename { site_id } -> { detail }: the brand's name for each agent level, in the request language. */
export interface AgentLevelName {
  agent_level: number;
  name: string;
}
export interface AgentLevelRename {
  detail: AgentLevelName[];
}

/** One commission tier: reached when the month's net revenue and active members are both at least its minimums. */
export interface PlanTier {
  tier: number;
  min_net_revenue: string;
  min_active_members: number;
  /** Commission rate, a percentage of net revenue ('25.00'). */
  rate: string;
}
/** POST /arks/web/agent/plan { site_id, currency } */
export interface AgentPlan {
  currency: string;
  tiers: PlanTier[];
  /** A downline member is active in a month with at least this valid bet in it. */
  active_min_valid_bet: string;
  /** Settlement period: always 'monthly' in this version. */
  settlement_period: 'monthly';
}

/** POST /arks/web/agent/agreement { site_id } — in the request language (lang header), else English. HTML: sanitise before rendering. */
export interface AgentAgreement {
  title: string;
  content: string;
}

/** POST /member/apply_for_agent/check { agent_id, apply_agent_flag } (spec 02 §7). 101/104: not eligible (AgentCode). */
export interface ApplyAgentCheckPayload {
  /** The member's own parent agent id (0 when none). */
  agent_id: number;
  /** 1: asking whether the member may apply now. */
  apply_agent_flag: 0 | 1;
}
export type AgentApplicationStatus = 'pending' | 'approved' | 'rejected';
export interface ApplyAgentCheck {
  /** The member's latest application, if any (a rejected one may be followed by a new one). */
  application: AgentApplication | null;
}

/** POST /member/apply_for_agent — a member applies to become an agent. */
export interface AgentApplicationPayload {
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  /** Optional: where and how the applicant will bring members. */
  message?: string;
  /** 1: the agent agreement accepted (required). */
  agree: 1;
}
export interface AgentApplication {
  id: number;
  status: AgentApplicationStatus;
  created_at: number;
  decided_at: number | null;
}

/** One member of an agent's downline (direct members and sub-agents). */
export interface DownlineMember {
  id: number;
  member_account: string;
  is_agent: 0 | 1;
  /** The member's agent_level (0 for a member who is no agent); shown by its AgentLevelName. */
  agent_level: number;
  /** Depth below the agent asked about: 1 direct, 2 a direct member's downline, ... */
  depth: number;
  registered_at: number;
  last_login_at: number | null;
  status: 'active' | 'disabled' | 'frozen';
  main_balance: string;
  /** Members under this one (any depth): 0 for a member who is no agent. */
  downline_count: number;
}
/** POST /arks/web/agent/downline — direct members of `agent_id` (the agent's own id or one of its sub-agents), newest first. */
export interface DownlinePayload extends DateRangePage {
  /** A sub-agent in the caller's downline; omitted or 0: the caller. */
  agent_id?: number;
  /** Part of an account; '' for all. */
  member_account?: string;
}
export interface DownlineList {
  list: DownlineMember[];
  total_count: number;
  /** From the caller down to `agent_id`, for the breadcrumb. */
  path: { id: number; member_account: string }[];
}

/** POST /arks/web/agent/links {} — one registration link per site domain, `id=` the agent's code (member id). */
export interface PromotionLink {
  domain: string;
  url: string;
  visits: number;
  registrations: number;
}
export interface PromotionLinks {
  agent_code: string;
  list: PromotionLink[];
}
/** POST /arks/web/agent/link-visit { agent_id } — public: a visit through an agent's link (the host is the request's). */
export interface LinkVisitPayload {
  agent_id: string;
}

/** The figures every report shows, all from ledger rows of the period. */
export interface OperationFigures {
  new_members: number;
  first_deposit_count: number;
  first_deposit_amount: string;
  deposit_count: number;
  deposit_amount: string;
  withdrawal_count: number;
  withdrawal_amount: string;
  valid_bet: string;
  payout: string;
  /** The downline's net win/loss: payout minus valid bet (negative: the downline lost). */
  net_win_loss: string;
}
/** A report's period: inclusive calendar days in the site's time zone (at most REPORT_MAX_DAYS). */
export interface ReportRange {
  start_date: string;
  end_date: string;
}
/** POST /arks/web/agent/report/operation (ReportRange & { page, count }) — one row per downline member with activity or registered in the period. */
export interface OperationRow extends OperationFigures {
  member_id: number;
  member_account: string;
  depth: number;
}
export interface OperationReport {
  list: OperationRow[];
  total_count: number;
  /** Over the whole downline and period, not only this page. */
  totals: OperationFigures;
}
export type OperationReportPayload = ReportRange & { page: number; count: number };

/** POST /arks/web/agent/report/stratified (ReportRange) — the same figures per depth and per sub-agent; totals equal OperationReport's. */
export interface StratifiedLevel extends OperationFigures {
  depth: number;
  member_count: number;
}
export interface StratifiedSubAgent extends OperationFigures {
  agent_id: number;
  member_account: string;
  agent_level: number;
  depth: number;
  /** The sub-agent's own downline counted (any depth). */
  member_count: number;
}
export interface StratifiedReport {
  levels: StratifiedLevel[];
  sub_agents: StratifiedSubAgent[];
  totals: OperationFigures;
}

/** POST /arks/web/agent/transfer/settings {} — the limits and the agent's main balance. */
export interface AgentTransferSettings {
  min_amount: string;
  max_amount: string;
  cash: string;
  /** 1 once the agent has a withdraw password (needed to transfer). */
  is_withdraw_password: 0 | 1;
}
/** POST /arks/web/agent/transfer — idempotent by request_id. Answers the transfer and the agent's new main balance. */
export interface AgentTransferPayload {
  member_account: string;
  amount: string;
  withdraw_password: string;
  request_id: string;
}
export interface AgentTransfer {
  id: number;
  member_account: string;
  amount: string;
  created_at: number;
}
export interface AgentTransferResult {
  transfer: AgentTransfer;
  cash: string;
}
/** POST /arks/web/agent/transfer/list (DateRangePage) */
export interface AgentTransferList {
  list: AgentTransfer[];
  total_count: number;
  total_amount: string;
}

export type SettlementStatus = 'pending' | 'settled';
/** One settlement period (a calendar month in the site's zone), computed from the ledger. */
export interface Settlement {
  period: string;
  /** Valid bets minus payouts of the whole downline in the month (minus the StratifiedReport's net_win_loss). */
  net_revenue: string;
  active_members: number;
  /** The plan tier reached, null when none. */
  tier: number | null;
  rate: string;
  commission: string;
  status: SettlementStatus;
  settled_at: number | null;
}
/** POST /arks/web/agent/settlements { page, count } — newest period first, from the agent's first month to the current one. */
export interface SettlementList {
  list: Settlement[];
  total_count: number;
}
