// What a member has used of their responsible-gaming limits, read where it is written:
// deposits from cashier_orders (approved and still pending orders both count, so an order
// waiting for its payment holds its room and two deposits at once cannot pass a limit together
// when checked inside the deposit's IMMEDIATE transaction), net loss from the provider wallets'
// 'bet' and 'win' ledger rows, and the limits in force from rg_limits (migration 018 says how a
// pending change becomes the value). Periods are calendar periods in the site's time zone; a
// week starts on Monday.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { RgLimitKind, RgPeriod } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export type RgSubjectRow = `${RgLimitKind}_${RgPeriod}` | 'session';

/** [from, to) of the calendar period holding `at`, in `zone`. */
export function periodWindow(period: RgPeriod, at: number, zone: string): { from: number; to: number } {
  const local = dayjs(at).tz(zone);
  // Monday-based weeks without the isoWeek plugin: day() is 0 on Sunday.
  const start =
    period === 'day'
      ? local.startOf('day')
      : period === 'week'
        ? local.startOf('day').subtract((local.day() + 6) % 7, 'day')
        : local.startOf('month');
  // The next period's start read again in the zone (a DST day is 23 or 25 hours long).
  const next = dayjs.tz(start.add(1, period).format('YYYY-MM-DD'), zone);
  return { from: start.valueOf(), to: next.valueOf() };
}

export function createRgUsage(db: Db) {
  const deposited = db
    .prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) FROM cashier_orders
       WHERE member_id = ? AND type = 'deposit' AND status IN ('pending', 'approved') AND created_at >= ? AND created_at < ?`,
    )
    .pluck();
  // Bets are negative rows, wins positive: their sum is the net result (negative = a loss).
  const netResult = db
    .prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) FROM wallet_ledger
       WHERE member_id = ? AND gp_id IS NOT NULL AND reason IN ('bet', 'win') AND created_at >= ? AND created_at < ?`,
    )
    .pluck();
  const limitInForce = db
    .prepare(
      `SELECT CASE WHEN pending_effective_at IS NOT NULL AND pending_effective_at <= @at THEN pending_value ELSE value END
       FROM rg_limits WHERE member_id = @member_id AND subject = @subject`,
    )
    .pluck();

  return {
    /** Cents deposited (approved or pending) in [from, to). */
    depositedCents: (memberId: number, from: number, to: number) => deposited.get(memberId, from, to) as number,
    /** Net loss in [from, to): bets − wins, 0 when the member is ahead. */
    lostCents: (memberId: number, from: number, to: number) =>
      Math.max(0, -(netResult.get(memberId, from, to) as number)),
    /** Wins − bets in [from, to) (a session's net result; negative = a loss). */
    netResultCents: (memberId: number, from: number, to: number) => netResult.get(memberId, from, to) as number,
    /** The limit in force at `at` (cents, or minutes for 'session'); null = none. */
    limitAt: (memberId: number, subject: RgSubjectRow, at: number) =>
      (limitInForce.get({ member_id: memberId, subject, at }) as number | null | undefined) ?? null,
  };
}
export type RgUsage = ReturnType<typeof createRgUsage>;
