// Failed console sign-ins, per account name (from any address) and per address (at any
// account), counted in the database over a window: past either limit, every further attempt is
// refused until the oldest failure in the window ages out. An unknown name counts like a known one.
import type { Db } from '../../db/database.js';

export interface OperatorThrottleLimits {
  accountFailures: number;
  addressFailures: number;
  windowMinutes: number;
}

export function createOperatorThrottle(db: Db, limits: OperatorThrottleLimits, now: () => number = Date.now) {
  const record = db.prepare(
    'INSERT INTO operator_login_attempts (account, address, step, ok, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const failuresOf = (column: 'account' | 'address') =>
    db.prepare(
      `SELECT COUNT(*) AS n, MIN(created_at) AS first FROM operator_login_attempts
       WHERE ${column} = ? AND ok = 0 AND created_at > ?`,
    );
  const byAccount = failuresOf('account');
  const byAddress = failuresOf('address');
  const windowMs = () => limits.windowMinutes * 60_000;

  return {
    /** Seconds to wait, or 0 when the attempt may go ahead. */
    retryAfter(account: string, address: string): number {
      const t = now();
      const since = t - windowMs();
      let wait = 0;
      for (const [stmt, key, max] of [
        [byAccount, account, limits.accountFailures],
        [byAddress, address, limits.addressFailures],
      ] as const) {
        if (max === 0) continue;
        const { n, first } = stmt.get(key, since) as { n: number; first: number | null };
        if (n >= max && first !== null) wait = Math.max(wait, Math.ceil((first + windowMs() - t) / 1000));
      }
      return wait;
    },

    record(account: string, address: string, step: 'password' | 'second_factor', ok: boolean) {
      record.run(account.slice(0, 64), address, step, ok ? 1 : 0, now());
    },

    /** The records of sign-ins, newest first (the compliance pages). */
    recent(limit: number, account?: string) {
      return db
        .prepare(
          `SELECT account, address, step, ok, created_at FROM operator_login_attempts
           ${account ? 'WHERE account = ?' : ''} ORDER BY id DESC LIMIT ?`,
        )
        .all(...(account ? [account, limit] : [limit]));
    },
  };
}
