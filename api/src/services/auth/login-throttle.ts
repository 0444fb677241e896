// Failed logins per account name, from any address: per-IP limits alone let rotating addresses
// guess one account's password. From `delayAfter` failures on, each further attempt waits a
// delay that doubles with every failure; `lockAfter` failures within `lockMinutes` lock the name
// for `lockMinutes` and the member is told (login-lock-notice.ts).
// Everything is keyed by the submitted name, whether a member has it or not, so an unknown name
// gets the same answers, at the same moments, as a member's.
import { LOGIN_CODE } from '@croupier/shared/contracts';
import type { LoginThrottleConfig } from '../../config.js';
import type { Db } from '../../db/database.js';

export type LoginThrottleRefusal = { kind: 'delayed' | 'locked'; retryAfterS: number };

/** An attempt let through: say how it ended, exactly once. */
export interface AdmittedLogin {
  kind: 'open';
  /** After the wrong password was recorded in login_attempts: true when this failure locked the name. */
  failed(): boolean;
  /** Any other ending (success, or a refusal that is not a wrong password). */
  done(): void;
}

export function createLoginThrottle(db: Db, config: LoginThrottleConfig, now: () => number = Date.now) {
  // Only wrong passwords count: a captcha or blocklist refusal tested no password.
  const failures = db.prepare(
    `SELECT COUNT(*) AS n, MAX(created_at) AS last FROM login_attempts
     WHERE site_id = ? AND member_account = ? AND created_at > ? AND result_code = ${LOGIN_CODE.accountWrong}`,
  );
  const lockOf = db.prepare('SELECT locked_until FROM login_account_locks WHERE site_id = ? AND member_account = ?');
  const setLock = db.prepare(
    `INSERT INTO login_account_locks (site_id, member_account, locked_until) VALUES (?, ?, ?)
     ON CONFLICT (site_id, member_account) DO UPDATE SET locked_until = excluded.locked_until`,
  );
  const windowMs = config.lockMinutes * 60_000;
  // Attempts whose password is being checked count as failures already: otherwise a burst of
  // parallel guesses would all pass before the first one is recorded. One api process owns the
  // database (see api/README.md), so the count lives in memory.
  const inFlight = new Map<string, number>();
  const keyOf = (siteId: string, account: string) => `${siteId}\n${account.toLowerCase()}`;

  /** Failures since the window opened or the last lock ended, whichever is later, plus those in flight. */
  function recent(siteId: string, account: string) {
    const t = now();
    const lockedUntil = (lockOf.get(siteId, account) as { locked_until: number } | undefined)?.locked_until ?? 0;
    const row = failures.get(siteId, account, Math.max(t - windowMs, lockedUntil)) as {
      n: number;
      last: number | null;
    };
    const pending = inFlight.get(keyOf(siteId, account)) ?? 0;
    return { t, lockedUntil, recorded: row.n, n: row.n + pending, last: pending > 0 ? t : row.last };
  }

  function refusal(siteId: string, account: string): LoginThrottleRefusal | null {
    const { t, lockedUntil, n, last } = recent(siteId, account);
    if (lockedUntil > t) return { kind: 'locked', retryAfterS: Math.ceil((lockedUntil - t) / 1000) };
    if (config.delayAfter === 0 || config.delaySeconds === 0 || n < config.delayAfter || last === null) return null;
    const delayMs = Math.min(config.delaySeconds * 1000 * 2 ** (n - config.delayAfter), windowMs);
    const readyAt = last + delayMs;
    return readyAt > t ? { kind: 'delayed', retryAfterS: Math.ceil((readyAt - t) / 1000) } : null;
  }

  function release(key: string): void {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
  }

  return {
    /** A refusal while the name waits out a delay or a lock, else the attempt, counted as in flight. */
    admit(siteId: string, account: string): LoginThrottleRefusal | AdmittedLogin {
      const refused = refusal(siteId, account);
      if (refused) return refused;
      const key = keyOf(siteId, account);
      inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      let open = true;
      const end = () => {
        if (open) release(key);
        open = false;
      };
      return {
        kind: 'open',
        done: end,
        failed() {
          end();
          if (config.lockAfter === 0) return false;
          // Recorded failures only (a parallel attempt may still succeed); a name just locked
          // by a parallel failure counts none since that lock, so the member is told once.
          const { t, lockedUntil, recorded } = recent(siteId, account);
          if (lockedUntil > t || recorded < config.lockAfter) return false;
          setLock.run(siteId, account, t + windowMs);
          return true;
        },
      };
    },
  };
}
