// Responsible gaming's settings side: the page's state, the limits (rules in
// limits.ts), the reality check, time-outs and self-exclusions, and the history. Usage comes
// from usage.ts in the site's zone. One clock (`now`) for every rule; every call that reads or
// writes the limits is ONE immediate transaction, so a due change is folded exactly once.
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
import { createRgLimits, type RgLimitRow } from './limits.js';
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

export function createResponsibleGaming(db: Db, sites: Pick<Sites, 'detail'>, now: () => number = Date.now) {
  const usage = createRgUsage(db);
  const limits = createRgLimits(db);
  const sessionStart = db.prepare('SELECT created_at FROM sessions WHERE token_hash = ? AND member_id = ?').pluck();
  const realityCheck = db.prepare('SELECT reality_check_minutes FROM members WHERE id = ?').pluck();
  const setRealityCheck = db.prepare('UPDATE members SET reality_check_minutes = ? WHERE id = ?');
  const insertExclusion = db.prepare(
    'INSERT INTO rg_exclusions (member_id, kind, period, started_at, until) VALUES (?, ?, ?, ?, ?)',
  );
  const endExclusions = db.prepare(
    'UPDATE rg_exclusions SET until = MAX(@at, started_at + 1) WHERE member_id = @member_id AND until > @at',
  );
  const history = db.prepare(
    `SELECT id, created_at, subject, action, from_value AS "from", to_value AS "to", effective_at FROM rg_changes
      WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const zoneOf = (member: MemberRow) => validTimezone(sites.detail(member.site_id)?.settings.TIMEZONE);
  /** `fn` in one IMMEDIATE transaction (it may fold due changes, so it writes). */
  const inTransaction = <T>(fn: () => T): T => db.transaction(fn).immediate();

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
    /** Development: every waiting change of the member takes effect now; how many did. */
    applyPending: (memberId: number): number => inTransaction(() => limits.applyPending(memberId, now())),
    /** Development (an operator's back office): ends the member's running or coming exclusions; how many. */
    endExclusions: (memberId: number): number => endExclusions.run({ at: now(), member_id: memberId }).changes,
  };
}
