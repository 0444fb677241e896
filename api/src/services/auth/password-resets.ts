// One-time permissions to set a new password (after transfer verification or a forgot-password
// SMS code), and the password change itself: the new hash, and every session of the member ended
// (a changed password must lock out whoever else was logged in), in one transaction.
import type { Db } from '../../db/database.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import type { Sessions } from './sessions.js';

export const RESET_TOKEN_TTL_MS = 10 * 60_000;

export type ResetPurpose = 'transfer' | 'forgot';

export type ResetTokenLookup =
  | { state: 'live'; member_id: number }
  | { state: 'unknown' }
  | { state: 'expired'; member_id: number }
  | { state: 'used'; member_id: number };

interface Row {
  member_id: number;
  purpose: ResetPurpose;
  expires_at: number;
  used_at: number | null;
}

/** Sessions end through the sessions service, so its revocation listeners (the realtime server) hear of it. */
export function createPasswordResets(db: Db, sessions: Pick<Sessions, 'revokeAllOf'>, now: () => number = Date.now) {
  const insert = db.prepare(
    'INSERT INTO password_reset_tokens (token_hash, member_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare(
    'SELECT member_id, purpose, expires_at, used_at FROM password_reset_tokens WHERE token_hash = ?',
  );
  const spend = db.prepare(
    'UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  );
  const setPassword = db.prepare(
    `UPDATE members SET password_hash = @hash,
       transfer_verification = CASE WHEN @purpose = 'transfer' THEN 0 ELSE transfer_verification END
     WHERE id = @member_id`,
  );

  const change = db.transaction((token: string, memberId: number, purpose: ResetPurpose, hash: string): boolean => {
    const t = now();
    if (spend.run(t, sha256(token), t).changes !== 1) return false;
    setPassword.run({ hash, purpose, member_id: memberId });
    sessions.revokeAllOf(memberId);
    return true;
  });

  return {
    issue(memberId: number, purpose: ResetPurpose): string {
      const token = randomToken();
      const t = now();
      insert.run(sha256(token), memberId, purpose, t, t + RESET_TOKEN_TTL_MS);
      return token;
    },
    find(token: string, purpose: ResetPurpose): ResetTokenLookup {
      const row = select.get(sha256(token)) as Row | undefined;
      if (!row || row.purpose !== purpose) return { state: 'unknown' };
      if (row.used_at !== null) return { state: 'used', member_id: row.member_id };
      if (row.expires_at <= now()) return { state: 'expired', member_id: row.member_id };
      return { state: 'live', member_id: row.member_id };
    },
    /**
     * Spends the token and sets the password; false when the token was spent meanwhile (two
     * resets racing with one token: exactly one wins). Every session of the member ends.
     */
    async changePassword(token: string, memberId: number, purpose: ResetPurpose, password: string): Promise<boolean> {
      // Hashed before the transaction: better-sqlite3 transactions are synchronous.
      const hash = await hashPassword(password);
      return change(token, memberId, purpose, hash);
    },
  };
}
