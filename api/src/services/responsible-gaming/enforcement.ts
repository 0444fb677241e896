// Responsible gaming's enforcement: the questions the deposit, play1, the transfer-back,
// the spin and every way into a login ask, answered from services.rgUsage (usage and the limits in
// force, pending changes included) and rg_exclusions. Periods are calendar periods in the
// member's site zone. Everything here is synchronous reads, so a caller inside an IMMEDIATE
// transaction (the deposit) checks and writes atomically.
import { RG_PERIODS, validTimezone, type RgExclusion, type RgPeriod } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { siteTime } from '../../lib/site-days.js';
import { sha256 } from '../../lib/tokens.js';
import { periodWindow, type RgUsage } from './usage.js';
import type { Sites } from '../sites/index.js';

/** The tightest deposit limit a deposit would pass, with what is left of it (cents). */
export interface DepositRoomRefusal {
  period: RgPeriod;
  remainingCents: number;
}

export function createRgEnforcement(
  db: Db,
  usage: RgUsage,
  sites: Pick<Sites, 'detail'>,
  now: () => number = Date.now,
) {
  const siteOf = db.prepare('SELECT site_id FROM members WHERE id = ?').pluck();
  const sessionStart = db.prepare('SELECT created_at FROM sessions WHERE token_hash = ? AND member_id = ?').pluck();
  // The one ending last wins; on a tie a self-exclusion (the stronger) is named.
  const exclusion = db.prepare(
    `SELECT kind, until FROM rg_exclusions WHERE member_id = ? AND started_at <= ? AND until > ?
     ORDER BY until DESC, kind = 'self_exclusion' DESC LIMIT 1`,
  );

  /** The member's site zone (DEFAULT_TIMEZONE when the site names none or an unknown one). */
  function zoneOf(memberId: number): string {
    const siteId = siteOf.get(memberId) as string | undefined;
    return validTimezone(siteId === undefined ? undefined : sites.detail(siteId)?.settings.TIMEZONE);
  }

  /** Every loss limit in force with the member's net loss in its current period. */
  function lossUsage(memberId: number, at: number) {
    const zone = zoneOf(memberId);
    return RG_PERIODS.flatMap((period) => {
      const limit = usage.limitAt(memberId, `loss_${period}`, at);
      if (limit === null) return [];
      const { from, to } = periodWindow(period, at, zone);
      return [{ period, limit, lost: usage.lostCents(memberId, from, to) }];
    });
  }

  return {
    zoneOf,

    /**
     * Whether `amountCents` fits every deposit limit in force at `at`: the refusal names the
     * limit with the least room left; usedUp the shortest period the deposit fills exactly.
     */
    depositRoom(
      memberId: number,
      amountCents: number,
      at = now(),
    ): { refusal: DepositRoomRefusal | null; usedUp: RgPeriod | null } {
      const zone = zoneOf(memberId);
      let refusal: DepositRoomRefusal | null = null;
      let usedUp: RgPeriod | null = null;
      for (const period of RG_PERIODS) {
        const limit = usage.limitAt(memberId, `deposit_${period}`, at);
        if (limit === null) continue;
        const { from, to } = periodWindow(period, at, zone);
        const remainingCents = Math.max(0, limit - usage.depositedCents(memberId, from, to));
        if (amountCents > remainingCents && (refusal === null || remainingCents < refusal.remainingCents))
          refusal = { period, remainingCents };
        if (amountCents === remainingCents && usedUp === null) usedUp = period;
      }
      return { refusal, usedUp: refusal ? null : usedUp };
    },

    /** The shortest period whose loss limit is reached (net loss ≥ limit) at `at`; null = none. */
    lossLimitReached(memberId: number, at = now()): RgPeriod | null {
      return lossUsage(memberId, at).find((u) => u.lost >= u.limit)?.period ?? null;
    },

    /**
     * The period whose loss limit a play that changed the net result by `netCents` (win − bet)
     * has just reached (it was not reached before); null = none. Call right after the play,
     * with no await in between.
     */
    lossLimitJustReached(memberId: number, netCents: number, at = now()): RgPeriod | null {
      return (
        lossUsage(memberId, at).find((u) => u.lost >= u.limit && Math.max(0, u.lost + netCents) < u.limit)?.period ??
        null
      );
    },

    /** The session limit (minutes) when the login session of `token` has run longer than it; null = within it or none. */
    sessionLimitPassed(memberId: number, token: string, at = now()): number | null {
      const limit = usage.limitAt(memberId, 'session', at);
      if (limit === null) return null;
      const startedAt = sessionStart.get(sha256(token), memberId) as number | undefined;
      return startedAt !== undefined && at - startedAt >= limit * 60_000 ? limit : null;
    },

    /** The time-out or self-exclusion running at `at`; null = none. */
    exclusionAt(memberId: number, at = now()): RgExclusion | null {
      return (exclusion.get(memberId, at, at) as RgExclusion | undefined) ?? null;
    },

    /** The end of an exclusion as the member's site shows times ('YYYY-MM-DD HH:mm:ss'). */
    siteTimeOf(memberId: number, ms: number): string {
      return siteTime(ms, zoneOf(memberId));
    },
  };
}
export type RgEnforcement = ReturnType<typeof createRgEnforcement>;
