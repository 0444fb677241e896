// Session tokens: 32 random bytes handed to the client once; the database keeps their hash.
import type { Db } from '../db/database.js';
import { randomToken, sha256 } from '../lib/tokens.js';
import type { MemberRow } from './members.js';

export function createSessions(db: Db, ttlMinutes: number, now: () => number = Date.now) {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, member_id, ip, user_agent, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // A disabled or frozen member's sessions stop working at once.
  const findMember = db.prepare(
    `SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.token_hash = ? AND s.revoked = 0 AND s.expires_at > ? AND m.status = 'active'`,
  );
  const revoke = db.prepare('UPDATE sessions SET revoked = 1 WHERE token_hash = ? AND revoked = 0');

  return {
    create(memberId: number, ip: string, userAgent: string): string {
      const token = randomToken();
      const t = now();
      insert.run(sha256(token), memberId, ip, userAgent.slice(0, 300), t, t + ttlMinutes * 60_000);
      return token;
    },
    memberFor(token: string): MemberRow | undefined {
      return findMember.get(sha256(token), now()) as MemberRow | undefined;
    },
    /** True when a live session was revoked. */
    revoke(token: string): boolean {
      return revoke.run(sha256(token)).changes > 0;
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
