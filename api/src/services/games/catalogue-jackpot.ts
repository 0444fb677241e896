// The jackpot pool of a site and currency (spec 02 §3): it grows every second from its base and,
// as a real pool is won and reseeded, starts again from the base once per cycle, so the amount
// stays within the 10 integer digits the panel shows.
import type { Db } from '../../db/database.js';
import { formatCents } from '../../lib/money.js';

/** Not in the spec: how long a pool grows before it is "won" and starts again from its base. */
export const JACKPOT_CYCLE_MS = 30 * 24 * 3_600_000;

interface JackpotRow {
  base_cents: number;
  growth_cents_s: number;
  started_at: number;
}

export function jackpotCents(row: JackpotRow, now: number): number {
  const elapsed = Math.max(0, now - row.started_at) % JACKPOT_CYCLE_MS;
  return row.base_cents + Math.floor((row.growth_cents_s * elapsed) / 1000);
}

export function createGamesJackpot(db: Db, now: () => number = Date.now) {
  const find = db.prepare(
    'SELECT base_cents, growth_cents_s, started_at FROM jackpots WHERE site_id = ? AND currency = ?',
  );
  return {
    /** jackpot_amount_total ('1234567.89'), or null when the site has no pool in that currency. */
    amount(siteId: string, currency: string): string | null {
      const row = find.get(siteId, currency) as JackpotRow | undefined;
      return row ? formatCents(jackpotCents(row, now())) : null;
    },
  };
}
export type GamesJackpot = ReturnType<typeof createGamesJackpot>;
