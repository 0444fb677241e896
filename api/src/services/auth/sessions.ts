// Session tokens: 32 random bytes handed to the client once; the database keeps their hash.
// A session ends at its absolute expiry (ttlMinutes after login), after idleMinutes without use
// (0: never idle), or when revoked. Every way a session is revoked goes through a revoke function
// here, which tells the onRevoked listeners (the realtime server ends the session's sockets).
// A call of a revoked session may be told why it ended (explainRevoked): an exclusion's end.
import { sessionIdOfTokenHash } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import type { MemberRow } from '../members/index.js';

/** How long revokeOthers waits for the login announcement before the older sockets are ended anyway. */
export const ANNOUNCE_WAIT_MS = 5_000;

/** A live session as the console shows it. */
export interface LiveSession {
  id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  address: string;
  device: string;
}

export function createSessions(db: Db, ttlMinutes: number, now: () => number = Date.now, idleMinutes = 0) {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, member_id, ip, user_agent, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  // A disabled or frozen member's sessions stop working at once.
  const findMember = db.prepare(
    `SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.token_hash = ? AND s.revoked = 0 AND s.expires_at > ? AND m.status = 'active' AND s.last_seen_at > ?`,
  );
  // Every session is a login (password, code, registration, demo): the downline's "last login".
  const lastLogin = db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?');
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?');
  // Sessions used after this moment are live (-1: every session, no idle timeout).
  const idleSince = (t: number) => (idleMinutes > 0 ? t - idleMinutes * 60_000 : -1);
  const revokeOthers = db.prepare(
    'UPDATE sessions SET revoked = 1 WHERE member_id = ? AND token_hash <> ? AND revoked = 0 RETURNING token_hash',
  );
  const revoke = db.prepare('UPDATE sessions SET revoked = 1 WHERE token_hash = ? AND revoked = 0');
  const revokeMember = db.prepare(
    'UPDATE sessions SET revoked = 1 WHERE member_id = ? AND revoked = 0 RETURNING token_hash',
  );
  const liveOfMember = db.prepare(
    `SELECT token_hash, ip, user_agent, created_at, last_seen_at, expires_at FROM sessions
     WHERE member_id = ? AND revoked = 0 AND expires_at > ? AND last_seen_at > ? ORDER BY created_at DESC`,
  );
  const revokedListeners = new Set<(sessionIds: string[]) => void>();
  const revokedMember = db.prepare('SELECT member_id FROM sessions WHERE token_hash = ? AND revoked = 1').pluck();
  let explain: (memberId: number) => object | null = () => null;

  /** Tells the listeners the public ids of the sessions that just ended (a listener never breaks a revoke). */
  function revoked(tokenHashes: string[]): void {
    if (tokenHashes.length === 0) return;
    const ids = tokenHashes.map(sessionIdOfTokenHash);
    for (const listener of revokedListeners) {
      try {
        listener(ids);
      } catch {
        // the session is ended in the database whatever a listener does
      }
    }
  }

  return {
    create(memberId: number, ip: string, userAgent: string): string {
      const token = randomToken();
      const t = now();
      insert.run(sha256(token), memberId, ip, userAgent.slice(0, 300), t, t + ttlMinutes * 60_000, t);
      lastLogin.run(t, memberId);
      return token;
    },
    /** The member of a live session; using it restarts the idle timeout. */
    memberFor(token: string): MemberRow | undefined {
      const hash = sha256(token);
      const t = now();
      const member = findMember.get(hash, t, idleSince(t)) as MemberRow | undefined;
      if (member) touch.run(t, hash);
      return member;
    },
    /** The member's live sessions, newest first, by their public id (sessionIdOfTokenHash), never the token. */
    liveOf(memberId: number): LiveSession[] {
      const t = now();
      const rows = liveOfMember.all(memberId, t, idleSince(t)) as {
        token_hash: string;
        ip: string;
        user_agent: string;
        created_at: number;
        last_seen_at: number;
        expires_at: number;
      }[];
      return rows.map(({ token_hash, ip, user_agent, ...times }) => ({
        id: sessionIdOfTokenHash(token_hash),
        ...times,
        address: ip,
        device: user_agent,
      }));
    },
    /** True when a live session was revoked. */
    revoke(token: string): boolean {
      const hash = sha256(token);
      const changed = revoke.run(hash).changes > 0;
      if (changed) revoked([hash]);
      return changed;
    },
    /** Ends every live session of the member (password change or reset); how many there were. */
    revokeAllOf(memberId: number): number {
      const rows = revokeMember.all(memberId) as { token_hash: string }[];
      revoked(rows.map((row) => row.token_hash));
      return rows.length;
    },
    /**
     * What a refused call of `token` is told besides 401, when its session was revoked for a reason
     * the member should hear (any page of theirs learns it from its next call, whatever its socket
     * missed); null: the bare refusal.
     */
    refusalOf(token: string): object | null {
      const memberId = revokedMember.get(sha256(token)) as number | undefined;
      return memberId === undefined ? null : explain(memberId);
    },
    /** Sets how refusalOf explains a revoked session of a member (createServices: a running exclusion). */
    explainRevoked(explainMember: (memberId: number) => object | null): void {
      explain = explainMember;
    },
    /** Called with the public ids (sessionIdOf) of sessions as they end; returns the function that stops it. */
    onRevoked(listener: (sessionIds: string[]) => void): () => void {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },
    /**
     * Ends every other live session of the member (one login at a time); how many there were.
     * The sessions end at once; the listeners hear of them once `announced` settles (at most
     * ANNOUNCE_WAIT_MS), so the older windows' sockets get the realtime `login` before they close.
     */
    revokeOthers(memberId: number, keepToken: string, announced: Promise<unknown> = Promise.resolve()): number {
      const hashes = (revokeOthers.all(memberId, sha256(keepToken)) as { token_hash: string }[]).map(
        (row) => row.token_hash,
      );
      if (hashes.length > 0) {
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, ANNOUNCE_WAIT_MS);
          timer.unref();
        });
        void Promise.race([announced.catch(() => undefined), waited]).then(() => {
          clearTimeout(timer);
          revoked(hashes);
        });
      }
      return hashes.length;
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
