// The console's sessions (docs/operators.md "Sessions"). The cookie holds a random token; the
// table keeps its SHA-256, so a copy of the database signs nobody in. A session starts at the
// 'password' stage (the second factor still to come, a few minutes at most) and becomes 'active'
// under a new token once the second factor passes. An active session ends after `idleMinutes`
// unused or `maxHours` after it began, whichever comes first.
import crypto from 'node:crypto';
import type { Db } from '../../db/database.js';

export interface OperatorSessionLimits {
  idleMinutes: number;
  maxHours: number;
  /** How long the second factor may take after the password. */
  secondFactorMinutes: number;
}

export interface OperatorSession {
  id: string;
  operator_id: number;
  stage: 'password' | 'active';
  enrol_secret: string | null;
  csrf_token: string;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const token = () => crypto.randomBytes(32).toString('base64url');
/** A token as the cookie carries it: 43 base64url characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function createOperatorSessions(db: Db, limits: OperatorSessionLimits, now: () => number = Date.now) {
  const insert = db.prepare(
    `INSERT INTO operator_sessions (id, operator_id, stage, enrol_secret, csrf_token, address, user_agent, created_at, last_seen_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const find = db.prepare(
    `SELECT s.id, s.operator_id, s.stage, s.enrol_secret, s.csrf_token, s.last_seen_at, s.expires_at
     FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
     WHERE s.id = ? AND s.ended_at IS NULL AND o.disabled_at IS NULL`,
  );
  const touch = db.prepare('UPDATE operator_sessions SET last_seen_at = ? WHERE id = ?');
  const end = db.prepare('UPDATE operator_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL');
  const idleMs = limits.idleMinutes * 60_000;

  function open(
    operatorId: number,
    stage: OperatorSession['stage'],
    where: { address: string; userAgent: string },
    enrolSecret: string | null,
  ) {
    const raw = token();
    const t = now();
    const ttl = stage === 'password' ? limits.secondFactorMinutes * 60_000 : limits.maxHours * 3_600_000;
    insert.run(
      sha256(raw),
      operatorId,
      stage,
      enrolSecret,
      token(),
      where.address,
      where.userAgent.slice(0, 300),
      t,
      t,
      t + ttl,
    );
    return { token: raw, expiresAt: t + ttl };
  }

  return {
    /** The password passed: a session awaiting the second factor. */
    startPassword(operatorId: number, where: { address: string; userAgent: string }, enrolSecret: string | null) {
      return open(operatorId, 'password', where, enrolSecret);
    },

    /** The second factor passed: the password-stage session ends and an active one begins. */
    activate(passwordSession: OperatorSession, where: { address: string; userAgent: string }) {
      end.run(now(), passwordSession.id);
      return open(passwordSession.operator_id, 'active', where, null);
    },

    /** The live session of `raw` at `stage`, its idle time renewed; undefined when none. */
    find(raw: string | undefined, stage: OperatorSession['stage']): OperatorSession | undefined {
      if (!raw || !TOKEN_SHAPE.test(raw)) return undefined;
      const row = find.get(sha256(raw)) as (OperatorSession & { last_seen_at: number; expires_at: number }) | undefined;
      const t = now();
      if (!row || row.stage !== stage || row.expires_at <= t) return undefined;
      if (stage === 'active' && idleMs > 0 && row.last_seen_at + idleMs <= t) {
        end.run(t, row.id);
        return undefined;
      }
      touch.run(t, row.id);
      return {
        id: row.id,
        operator_id: row.operator_id,
        stage: row.stage,
        enrol_secret: row.enrol_secret,
        csrf_token: row.csrf_token,
      };
    },

    end(id: string) {
      end.run(now(), id);
    },

    /** Ends every session of the operator (disabled, or its password changed). */
    endAllOf(operatorId: number): number {
      return db
        .prepare('UPDATE operator_sessions SET ended_at = ? WHERE operator_id = ? AND ended_at IS NULL')
        .run(now(), operatorId).changes;
    },
  };
}
