// The outbox: every SMS or email code the api sends is written here instead of to a provider.
// Checks read it back (verify: latest message only, single use, expiring); developers and the
// e2e suite read it through GET /api/dev/outbox (CROUPIER_DEV_OUTBOX=1 only).
import type { Db } from '../../db/database.js';

/** Purposes of the outbox messages the login flows send. */
export const OUTBOX_PURPOSE_LOGIN_DEVICE = 'login_device';
export const OUTBOX_PURPOSE_FORGOT_PASSWORD = 'forgot_password';

export type OutboxChannel = 'sms' | 'email';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  purpose: string;
  code: string;
  created_at: number;
  expires_at: number;
  used: boolean;
}

export interface SendRequest {
  channel: OutboxChannel;
  to: string;
  /** What the code is for, e.g. 'register_member'; a code verifies only for its own purpose. */
  purpose: string;
  code: string;
  ttlMs: number;
}

/** Wrong guesses a message survives before it is burnt (a 6-digit code must not be brute-forced). */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** Rows the dev view lists at most. */
export const OUTBOX_LIST_LIMIT = 50;
/** Messages are deleted a day after they expire. */
const RETENTION_MS = 24 * 60 * 60_000;

interface Row {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  purpose: string;
  code: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

const toMessage = (r: Row): OutboxMessage => ({
  id: r.id,
  channel: r.channel,
  to: r.recipient,
  purpose: r.purpose,
  code: r.code,
  created_at: r.created_at,
  expires_at: r.expires_at,
  used: r.used_at !== null,
});

export function createOutbox(db: Db, now: () => number = Date.now) {
  const insert = db.prepare(
    'INSERT INTO outbox (channel, recipient, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const purge = db.prepare('DELETE FROM outbox WHERE expires_at < ?');
  const latest = db.prepare('SELECT * FROM outbox WHERE recipient = ? AND purpose = ? ORDER BY id DESC LIMIT 1');
  const markUsed = db.prepare('UPDATE outbox SET used_at = ? WHERE id = ? AND used_at IS NULL');
  const countAttempt = db.prepare('UPDATE outbox SET attempts = attempts + 1 WHERE id = ?');
  const list = db.prepare(
    `SELECT * FROM outbox
     WHERE (@to IS NULL OR recipient = @to) AND (@purpose IS NULL OR purpose = @purpose)
     ORDER BY id DESC LIMIT ${OUTBOX_LIST_LIMIT}`,
  );

  /** Unused, unexpired and not burnt by wrong guesses: the right code would still verify. */
  const isLive = (row: Row | undefined): row is Row =>
    row !== undefined && row.used_at === null && row.expires_at > now() && row.attempts < OUTBOX_MAX_ATTEMPTS;

  // Check and consume in one transaction so two requests cannot both spend one code.
  const verify = db.transaction((to: string, purpose: string, code: string): boolean => {
    const row = latest.get(to, purpose) as Row | undefined;
    if (!isLive(row)) return false;
    if (row.code !== code) {
      countAttempt.run(row.id);
      return false;
    }
    return markUsed.run(now(), row.id).changes === 1;
  });

  return {
    send(message: SendRequest): { id: number } {
      const t = now();
      purge.run(t - RETENTION_MS);
      const info = insert.run(message.channel, message.to, message.purpose, message.code, t, t + message.ttlMs);
      return { id: Number(info.lastInsertRowid) };
    },
    /** The code of the latest message to `to` for `purpose` (used or not), or null. */
    latestCode(to: string, purpose: string): string | null {
      return (latest.get(to, purpose) as Row | undefined)?.code ?? null;
    },
    /** The latest message sent to `to` for `purpose`, or null (e.g. for a resend block). */
    latest(to: string, purpose: string): OutboxMessage | null {
      const row = latest.get(to, purpose) as Row | undefined;
      return row ? toMessage(row) : null;
    },
    /**
     * True once for the right code of the latest live message to `to` for `purpose`;
     * the message is then spent. A newer message supersedes older ones.
     */
    verify(to: string, purpose: string, code: string): boolean {
      return verify(to, purpose, code);
    },
    /**
     * Whether the latest message to `to` for `purpose` is still live (unused, unexpired, fewer than
     * OUTBOX_MAX_ATTEMPTS wrong guesses): a wrong code is then "wrong", not "ask for a new one".
     */
    live(to: string, purpose: string): boolean {
      return isLive(latest.get(to, purpose) as Row | undefined);
    },
    /** Recent messages, newest first, optionally for one recipient and/or purpose. */
    list(filter: { to?: string; purpose?: string } = {}): OutboxMessage[] {
      return (list.all({ to: filter.to ?? null, purpose: filter.purpose ?? null }) as Row[]).map(toMessage);
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
