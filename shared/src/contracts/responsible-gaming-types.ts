// Responsible gaming (UKGC RTS 12 and 13, the MGA player protection directive): the
// limits a member sets on themself, reality checks, time-outs and self-exclusion. The member
// centre's /user/ResponsibleGaming page sets them; the api enforces them (deposit, play1, login)
// and tells the open pages on the member's private channel (RealtimeEvent.responsibleGaming).
// Money is a decimal string with two places in the member's currency; times are epoch
// milliseconds; periods are calendar periods in the site's time zone (a week starts on Monday).
// All calls are POST under /api and answer in the new style.

export const RG_LIMIT_KINDS = ['deposit', 'loss'] as const;
/** deposit: money paid in (approved deposits and pending orders); loss: net loss = bets − wins. */
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];

export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];

/** The session time limit's bounds, in minutes. */
export const RG_SESSION_LIMIT_MINUTES = { min: 5, max: 24 * 60 } as const;

/** How often a reality check may come (minutes). */
export const REALITY_CHECK_INTERVALS = [15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/** A time-out's lengths (a break). */
export const TIME_OUT_PERIODS = ['24_hours', '1_week', '1_month', '6_weeks'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
/** Self-exclusion's lengths. */
export const SELF_EXCLUSION_PERIODS = ['6_months', '1_year', '5_years'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export type ExclusionKind = 'time_out' | 'self_exclusion';

/** A change asked for that waits 24 hours (a raise or a removal; the api's RG_RAISE_DELAY_MS). value null = the limit removed. */
export interface RgPending<T> {
  value: T;
  effective_at: number;
}

/** One money limit with what is left of it in the current period. */
export interface RgMoneyLimit {
  kind: RgLimitKind;
  period: RgPeriod;
  /** The limit in force now; null = none. */
  amount: string | null;
  /** A raise or removal waiting for its time (cancellable); null = none. */
  pending: RgPending<string | null> | null;
  /** Deposited (deposit) or net lost (loss, never below 0) in the current period. */
  used: string;
  /** amount − used, never below 0; null when there is no limit. */
  remaining: string | null;
  /** When the current period ends (the room is full again). */
  period_ends_at: number;
}

/** POST /arks/web/member/responsible_gaming {} — everything the page shows. */
export interface ResponsibleGamingState {
  currency: string;
  /** Six entries: deposit and loss for day, week and month, in that order. */
  limits: RgMoneyLimit[];
  session: {
    /** Minutes per login session; null = none. */
    limit_minutes: number | null;
    pending: RgPending<number | null> | null;
    /** When this login session started (the reality check's and the session limit's clock). */
    started_at: number;
    /** The session's net result since it started: wins − bets (negative = a loss). */
    net_result: string;
  };
  reality_check: {
    /** null = off. */
    interval_minutes: RealityCheckInterval | null;
  };
  /** The api's clock when it answered: the client counts from it (its own clock may be wrong). */
  server_time: number;
}

/** POST /arks/web/member/responsible_gaming/limit — amount null removes the limit. Answers the new state. */
export interface RgLimitPayload {
  kind: RgLimitKind;
  period: RgPeriod;
  amount: string | null;
}
/** POST /arks/web/member/responsible_gaming/session_limit — null removes it. Answers the new state. */
export interface RgSessionLimitPayload {
  limit_minutes: number | null;
}
/** POST /arks/web/member/responsible_gaming/cancel — cancels a pending raise. Answers the new state. */
export type RgCancelPayload = { kind: RgLimitKind; period: RgPeriod } | { kind: 'session' };
/** POST /arks/web/member/responsible_gaming/reality_check — null switches it off. Answers the new state. */
export interface RealityCheckPayload {
  interval_minutes: RealityCheckInterval | null;
}
/**
 * POST /arks/web/member/responsible_gaming/exclusion — confirmed with the login password. Answers
 * RgExclusion; every session of the member ends at once (this one too) and the member's
 * channel hears RealtimeEvent.responsibleGaming { reason: kind, until }.
 */
export type RgExclusionPayload =
  | { kind: 'time_out'; period: TimeOutPeriod; password: string }
  | { kind: 'self_exclusion'; period: SelfExclusionPeriod; password: string };
export interface RgExclusion {
  kind: ExclusionKind;
  until: number;
}

/** What a history row records. */
export type RgChangeAction =
  | 'limit_set' // a new limit or a lower one, in force at once
  | 'raise_requested' // a raise or removal, waiting until effective_at
  | 'raise_applied' // the wait ended and the change took effect
  | 'raise_cancelled'
  | 'reality_check_set'
  | 'exclusion_started';

/** What a history row is about. */
export type RgSubject = `${RgLimitKind}_${RgPeriod}` | 'session' | 'reality_check' | 'time_out' | 'self_exclusion';

/** POST /arks/web/member/responsible_gaming/history {} — newest first, at most the api's RG_HISTORY_LIMIT (100). */
export interface RgChange {
  id: number;
  created_at: number;
  subject: RgSubject;
  action: RgChangeAction;
  /** Before and after: a money string, minutes, a period name (exclusions), or null (none). */
  from: string | null;
  to: string | null;
  /** raise_requested: when it takes effect; exclusion_started: when it ends. */
  effective_at: number | null;
}

/**
 * RealtimeEvent.responsibleGaming's payload, relayed on the bus as BusEvent.responsibleGamingNotice:
 * - deposit_limit / loss_limit: a limit's room reached 0 (period says which);
 * - session_limit: the login session reached its time limit (play1 refused from now on);
 * - time_out / self_exclusion: every session ended; `until` is when it ends (pages log out);
 * - settings: a setting changed (from another tab): ask the state again.
 */
export interface ResponsibleGamingNotice {
  reason: 'deposit_limit' | 'loss_limit' | 'session_limit' | 'time_out' | 'self_exclusion' | 'settings';
  period?: RgPeriod;
  until?: number;
}
