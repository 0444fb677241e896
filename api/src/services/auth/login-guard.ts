// Login audit trail and rate limit: after too many failures from one IP for one account
// (or from one IP overall) logins are refused until the window has passed. An IPv6 address
// counts as its /64 (lib/address-key.ts). Failures per account from any address: login-throttle.ts.
import { LOGIN_CODE } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { addressKey } from '../../lib/address-key.js';

export const LOGIN_FAILURE_WINDOW_MS = 10 * 60_000;
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURES_PER_IP = 50;

export interface LoginAttempt {
  site_id: string;
  member_account: string;
  ip: string;
  remote_addr?: string;
  device?: string;
  browser?: string;
  result_code: number;
}

export function createLoginGuard(db: Db, now: () => number = Date.now) {
  // Refused-as-limited attempts are not failures: otherwise the window would never pass.
  const notFailure = `result_code NOT IN (${LOGIN_CODE.success}, ${LOGIN_CODE.tooFrequent})`;
  const perAccount = db.prepare(
    `SELECT COUNT(*) AS n FROM login_attempts
     WHERE ip_key = ? AND member_account = ? AND created_at > ? AND ${notFailure}`,
  );
  const perIp = db.prepare(
    `SELECT COUNT(*) AS n FROM login_attempts WHERE ip_key = ? AND created_at > ? AND ${notFailure}`,
  );
  const insert = db.prepare(
    `INSERT INTO login_attempts (site_id, member_account, ip, ip_key, remote_addr, device, browser, result_code, created_at)
     VALUES (@site_id, @member_account, @ip, @ip_key, @remote_addr, @device, @browser, @result_code, @created_at)`,
  );
  // An entry is an address, or an IPv6 /64 written as its key (2001:db8:1:2::/64).
  const blocked = db.prepare('SELECT 1 FROM ip_blocklist WHERE ip IN (?, ?)');

  return {
    isLimited(ip: string, account: string): boolean {
      const since = now() - LOGIN_FAILURE_WINDOW_MS;
      const key = addressKey(ip);
      const a = perAccount.get(key, account, since) as { n: number };
      if (a.n >= LOGIN_FAILURES_PER_ACCOUNT) return true;
      const i = perIp.get(key, since) as { n: number };
      return i.n >= LOGIN_FAILURES_PER_IP;
    },
    isBlocked(ip: string): boolean {
      return blocked.get(ip, addressKey(ip)) !== undefined;
    },
    record(attempt: LoginAttempt): void {
      insert.run({
        site_id: attempt.site_id,
        member_account: attempt.member_account,
        ip: attempt.ip,
        ip_key: addressKey(attempt.ip),
        remote_addr: (attempt.remote_addr ?? '').slice(0, 64),
        device: (attempt.device ?? '').slice(0, 64),
        browser: (attempt.browser ?? '').slice(0, 64),
        result_code: attempt.result_code,
        created_at: now(),
      });
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
