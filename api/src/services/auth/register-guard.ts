// The registration log and what it limits (996: attempts per IP per minute; 997: registrations
// per IP per day), the blacklists (214 names, 216 emails, 215 / SMS 104 phones) and the SMS balance.
import { RegisterCode } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { ApiCode } from '../../http/api-codes.js';
import { addressKey } from '../../lib/address-key.js';

export const REGISTER_ATTEMPT_WINDOW_MS = 60_000;
export const REGISTER_DAY_MS = 24 * 60 * 60_000;

export interface RegisterLimits {
  /** Attempts per IP per minute before 996; 0 = no limit. */
  perMinute: number;
  /** Registrations per IP per day before 997; 0 = no limit. */
  perDay: number;
}

export type BlacklistKind = 'name' | 'email' | 'phone';

export function createRegisterGuard(db: Db, limits: RegisterLimits, now: () => number = Date.now) {
  // Counted per address key: an IPv6 /64 is one client (lib/address-key.ts).
  const attempts = db.prepare('SELECT COUNT(*) AS n FROM register_attempts WHERE ip_key = ? AND created_at > ?');
  const successes = db.prepare(
    `SELECT COUNT(*) AS n FROM register_attempts WHERE ip_key = ? AND created_at > ? AND result_code = ${ApiCode.success}`,
  );
  const insert = db.prepare(
    'INSERT INTO register_attempts (site_id, ip, ip_key, member_account, result_code, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const purge = db.prepare('DELETE FROM register_attempts WHERE created_at < ?');
  const listed = db.prepare('SELECT 1 FROM register_blacklist WHERE site_id = ? AND kind = ? AND value IN (?, ?)');
  const takeCredit = db.prepare('UPDATE sms_credits SET credits = credits - 1 WHERE site_id = ? AND credits > 0');

  const count = (statement: typeof attempts, ip: string, windowMs: number) =>
    (statement.get(addressKey(ip), now() - windowMs) as { n: number }).n;

  return {
    /** 996 or 997 when this IP has to wait, else null. */
    limitCode(ip: string): number | null {
      if (limits.perMinute > 0 && count(attempts, ip, REGISTER_ATTEMPT_WINDOW_MS) >= limits.perMinute)
        return RegisterCode.tooFrequent;
      if (limits.perDay > 0 && count(successes, ip, REGISTER_DAY_MS) >= limits.perDay) return RegisterCode.ipLimit;
      return null;
    },
    record(siteId: string, ip: string, account: string, resultCode: number): void {
      purge.run(now() - 2 * REGISTER_DAY_MS);
      insert.run(siteId, ip, addressKey(ip), account.slice(0, 64), resultCode, now());
    },
    /** Emails match whole or by '@domain'. */
    isBlacklisted(siteId: string, kind: BlacklistKind, value: string): boolean {
      if (value === '') return false;
      const domain = kind === 'email' && value.includes('@') ? value.slice(value.lastIndexOf('@')) : value;
      return listed.get(siteId, kind, value.trim(), domain) !== undefined;
    },
    /** Spends one SMS of the site's balance; false when none is left (103). */
    takeSmsCredit: (siteId: string): boolean => takeCredit.run(siteId).changes === 1,
  };
}
export type RegisterGuard = ReturnType<typeof createRegisterGuard>;
