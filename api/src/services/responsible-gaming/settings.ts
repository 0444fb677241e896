// Responsible gaming's settings side: the page's state, the limits (rules in
// limits.ts), the reality check, time-outs and self-exclusions, and the history; and what an
// operator's compliance desk reads and decides (routes/operator/compliance.ts). Usage comes
// from usage.ts in the site's zone. One clock (`now`) for every rule; every call that reads or
// writes the limits is ONE immediate transaction (a savepoint inside a caller's), so a due change
// is folded exactly once.
import {
  RG_LIMIT_KINDS,
  RG_PERIODS,
  validTimezone,
  type ExclusionKind,
  type RealityCheckInterval,
  type ResponsibleGamingState,
  type RgChange,
  type RgExclusion,
  type RgMoneyLimit,
  type RgPending,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { exclusionUntil } from '../../lib/exclusion-until.js';
import { formatCents } from '../../lib/money.js';
import { sha256 } from '../../lib/tokens.js';
import type { MemberRow } from '../members/index.js';
import { createRgLimits, shownLimit, type RgLimitRow } from './limits.js';
import { createRgUsage, periodWindow, type RgSubjectRow } from './usage.js';
import type { Sites } from '../sites/index.js';

/** The history answers at most this many changes, newest first. */
export const RG_HISTORY_LIMIT = 100;

/** The six money limits in the state's order: deposit day/week/month, then loss day/week/month. */
const MONEY_LIMITS = RG_LIMIT_KINDS.flatMap((kind) =>
  RG_PERIODS.map((period) => ({ kind, period, subject: `${kind}_${period}` as const })),
);

function pendingOf<T>(row: RgLimitRow | undefined, shown: (value: number) => T): RgPending<T | null> | null {
  if (!row || row.pending_effective_at === null) return null;
  return {
    value: row.pending_value === null ? null : shown(row.pending_value),
    effective_at: row.pending_effective_at,
  };
}

/** A time-out or self-exclusion as the compliance desk lists it. */
export interface OperatorExclusion extends RgExclusion {
  id: number;
  period: string;
  started_at: number;
  in_force: boolean;
}

/** A waiting raise or removal: the limit in force, the one asked for (null: none), when it would hold. */
export interface PendingChange {
  subject: RgSubjectRow;
  value: string | null;
  pending_value: string | null;
  effective_at: number;
}

const pendingChange = (row: RgLimitRow): PendingChange => ({
  subject: row.subject,
  value: shownLimit(row.subject, row.value),
  pending_value: shownLimit(row.subject, row.pending_value),
  effective_at: row.pending_effective_at as number,
});

export interface RgOverview {
  currency: string;
  limits: RgMoneyLimit[];
  session: { limit_minutes: number | null; pending: RgPending<number | null> | null };
  reality_check: { interval_minutes: RealityCheckInterval | null };
  exclusions: OperatorExclusion[];
  server_time: number;
}

export function createResponsibleGaming(db: Db, sites: Pick<Sites, 'detail'>, now: () => number = Date.now) {
  const usage = createRgUsage(db);
  const limits = createRgLimits(db);
  const sessionStart = db.prepare('SELECT created_at FROM sessions WHERE token_hash = ? AND member_id = ?').pluck();
  const realityCheck = db.prepare('SELECT reality_check_minutes FROM members WHERE id = ?').pluck();
  const setRealityCheck = db.prepare('UPDATE members SET reality_check_minutes = ? WHERE id = ?');
  const insertExclusion = db.prepare(
    'INSERT INTO rg_exclusions (member_id, kind, period, started_at, until) VALUES (?, ?, ?, ?, ?)',
  );
  const exclusions = db.prepare(
    'SELECT id, kind, period, started_at, until FROM rg_exclusions WHERE member_id = ? ORDER BY started_at DESC, id DESC',
  );
  const endExclusion = db.prepare('UPDATE rg_exclusions SET until = MAX(@at, started_at + 1) WHERE id = @id');
  const history = db.prepare(
    `SELECT id, created_at, subject, action, from_value AS "from", to_value AS "to", effective_at FROM rg_changes
      WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const zoneOf = (member: MemberRow) => validTimezone(sites.detail(member.site_id)?.settings.TIMEZONE);
  /** `fn` in one IMMEDIATE transaction (it may fold due changes, so it writes). */
  const inTransaction = <T>(fn: () => T): T => db.transaction(fn).immediate();

  /** The member's exclusions, newest first; `in_force`: running now or still to come. */
  const exclusionsOf = (memberId: number, at: number): OperatorExclusion[] =>
    (exclusions.all(memberId) as Omit<OperatorExclusion, 'in_force'>[]).map((e) => ({ ...e, in_force: e.until > at }));

  function moneyLimit(
    member: MemberRow,
    kind: RgMoneyLimit['kind'],
    period: RgMoneyLimit['period'],
    row: RgLimitRow | undefined,
    at: number,
    zone: string,
  ): RgMoneyLimit {
    const { from, to } = periodWindow(period, at, zone);
    const used = kind === 'deposit' ? usage.depositedCents(member.id, from, to) : usage.lostCents(member.id, from, to);
    const amount = row?.value ?? null;
    return {
      kind,
      period,
      amount: amount === null ? null : formatCents(amount),
      pending: pendingOf(row, formatCents),
      used: formatCents(used),
      remaining: amount === null ? null : formatCents(Math.max(0, amount - used)),
      period_ends_at: to,
    };
  }

  return {
    /** Everything the page shows; `token` is the request's session (its login time starts the session clock). */
    state(member: MemberRow, token: string): ResponsibleGamingState {
      return inTransaction(() => {
        const at = now();
        const zone = zoneOf(member);
        const rows = limits.read(member.id, at);
        const session = rows.get('session');
        const startedAt = (sessionStart.get(sha256(token), member.id) as number | undefined) ?? at;
        return {
          currency: member.member_currency,
          limits: MONEY_LIMITS.map(({ kind, period, subject }) =>
            moneyLimit(member, kind, period, rows.get(subject), at, zone),
          ),
          session: {
            limit_minutes: session?.value ?? null,
            pending: pendingOf(session, (minutes) => minutes),
            started_at: startedAt,
            net_result: formatCents(usage.netResultCents(member.id, startedAt, at + 1)),
          },
          reality_check: { interval_minutes: (realityCheck.get(member.id) as RealityCheckInterval | null) ?? null },
          server_time: at,
        };
      });
    },
    /** A money limit in cents or the session limit in minutes; null removes it. Whether anything changed. */
    setLimit: (memberId: number, subject: RgSubjectRow, value: number | null): boolean =>
      inTransaction(() => limits.set(memberId, subject, value, now())),
    /** False when nothing waits for that limit (ResponsibleGamingCode.nothingPending). */
    cancel: (memberId: number, subject: RgSubjectRow): boolean =>
      inTransaction(() => limits.cancel(memberId, subject, now())),
    /** The reality check's interval, at once; null switches it off. Whether it changed. */
    setRealityCheck(memberId: number, minutes: RealityCheckInterval | null): boolean {
      return inTransaction(() => {
        const before = (realityCheck.get(memberId) as number | null) ?? null;
        if (before === minutes) return false;
        setRealityCheck.run(minutes, memberId);
        const shown = (m: number | null) => (m === null ? null : String(m));
        limits.record(memberId, {
          subject: 'reality_check',
          action: 'reality_check_set',
          from: shown(before),
          to: shown(minutes),
          created_at: now(),
        });
        return true;
      });
    },
    /** Starts a time-out or self-exclusion now (the caller checked the password and ends the sessions). */
    exclude(member: MemberRow, kind: ExclusionKind, period: TimeOutPeriod | SelfExclusionPeriod): RgExclusion {
      return inTransaction(() => {
        const at = now();
        const until = exclusionUntil(period, at, zoneOf(member));
        insertExclusion.run(member.id, kind, period, at, until);
        limits.record(member.id, {
          subject: kind,
          action: 'exclusion_started',
          from: null,
          to: period,
          effective_at: until,
          created_at: at,
        });
        return { kind, until };
      });
    },
    /** The member's changes, newest first (due changes folded first, so they are listed). */
    history(memberId: number): RgChange[] {
      return inTransaction(() => {
        limits.read(memberId, now());
        return history.all(memberId, RG_HISTORY_LIMIT) as RgChange[];
      });
    },
    /**
     * What the compliance desk sees of a member: the limits with what waits, the session limit,
     * the reality check and every exclusion (no session: the page's session clock is not shown).
     */
    overview(member: MemberRow): RgOverview {
      return inTransaction(() => {
        const at = now();
        const zone = zoneOf(member);
        const rows = limits.read(member.id, at);
        const session = rows.get('session');
        return {
          currency: member.member_currency,
          limits: MONEY_LIMITS.map(({ kind, period, subject }) =>
            moneyLimit(member, kind, period, rows.get(subject), at, zone),
          ),
          session: { limit_minutes: session?.value ?? null, pending: pendingOf(session, (minutes) => minutes) },
          reality_check: { interval_minutes: (realityCheck.get(member.id) as RealityCheckInterval | null) ?? null },
          exclusions: exclusionsOf(member.id, at),
          server_time: at,
        };
      });
    },
    /** An operator brings every waiting change of the member (or one subject's) forward to now: each as it was. */
    applyPending: (memberId: number, subject: RgSubjectRow | null = null): PendingChange[] =>
      inTransaction(() => limits.applyPending(memberId, now(), subject).map(pendingChange)),
    /** An operator declines every waiting change of the member (or one subject's), as the member's cancel does. */
    declinePending(memberId: number, subject: RgSubjectRow | null = null): PendingChange[] {
      return inTransaction(() => {
        const at = now();
        const waiting = [...limits.read(memberId, at).values()].filter(
          (row) => row.pending_effective_at !== null && (subject === null || row.subject === subject),
        );
        for (const row of waiting) limits.cancel(memberId, row.subject, at);
        return waiting.map(pendingChange);
      });
    },
    /** The member's exclusions in force now (running or to come), each as it was. */
    exclusionsInForce: (memberId: number): OperatorExclusion[] =>
      exclusionsOf(memberId, now()).filter((e) => e.in_force),
    /** Ends the member's exclusions in force now (the caller checked the site's policy); each as it was. */
    endExclusions(memberId: number): OperatorExclusion[] {
      return inTransaction(() => {
        const at = now();
        const ended = exclusionsOf(memberId, at).filter((e) => e.in_force);
        for (const e of ended) endExclusion.run({ at, id: e.id });
        return ended;
      });
    },
  };
}
