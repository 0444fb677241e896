// The responsible-gaming desk's answers (/api/operator/sites/:site_id/compliance, docs/operators.md
// "Compliance"). Money is decimal text; a session limit is minutes (text in the site's lists).

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** What a waiting change is about: a money limit (`deposit_day` … `loss_month`) or the session limit. */
export type RgSubject = `${LimitKind}_${LimitPeriod}` | 'session';

/** The site's RG_EARLY_END: which exclusions an operator may end early. */
export type EarlyEndPolicy = 'none' | 'time_out' | 'all';
export type ExclusionKind = 'time_out' | 'self_exclusion';

/** A raise or removal waiting for its time; value null: the limit removed. */
export interface Waiting<T> {
  value: T;
  effective_at: number;
}

export interface MoneyLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** In force now; null: none. */
  amount: string | null;
  pending: Waiting<string | null> | null;
  used: string;
  remaining: string | null;
  period_ends_at: number;
}

export interface MemberExclusion {
  id: number;
  kind: ExclusionKind;
  period: string;
  started_at: number;
  until: number;
  /** Running now or still to come. */
  in_force: boolean;
}

/** GET /members/:member_account */
export interface MemberRgState {
  member_id: number;
  member_account: string;
  early_end: EarlyEndPolicy;
  currency: string;
  limits: MoneyLimit[];
  session: { limit_minutes: number | null; pending: Waiting<number | null> | null };
  reality_check: { interval_minutes: number | null };
  exclusions: MemberExclusion[];
  server_time: number;
}

/** A waiting raise or removal of one of the site's members, soonest first. */
export interface PendingRaise {
  member_id: number;
  member_account: string;
  subject: RgSubject;
  value: string | null;
  pending_value: string | null;
  effective_at: number;
}

export interface ExclusionInForce {
  id: number;
  member_id: number;
  member_account: string;
  kind: ExclusionKind;
  period: string;
  started_at: number;
  until: number;
}

export interface LoginAttempt {
  id: number;
  member_account: string;
  ip: string;
  device: string;
  browser: string;
  result_code: number;
  /** The code's name (`accountWrong`, …), `other` for one the api does not name. */
  result: string;
  created_at: number;
}

export interface LoginAttemptPage {
  items: LoginAttempt[];
  next_before_id: number | null;
}

export interface LoginLock {
  member_account: string;
  locked_until: number;
  in_force: boolean;
}
