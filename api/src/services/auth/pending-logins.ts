// Logins whose password was right but which wait for one more step: a device code (login 107)
// or a double-validation answer. The client holds the id (member_login_id); the database keeps
// only its SHA-256, the login's context (to replay when it completes) and the step's state.
import type { DoubleValidationQuestion } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/tokens.js';

/** How long a pending login waits for its step. */
export const PENDING_LOGIN_TTL_MS = 10 * 60_000;

/** What the login call knew of the client; replayed into the session when the step completes. */
export interface LoginContext {
  site_id: string;
  udid: string;
  ip: string;
  user_agent: string;
  remote_addr: string;
  device: string;
  browser: string;
}

export type PendingStep = 'device' | 'double_validation';

export interface PendingLogin extends LoginContext {
  member_id: number;
  step: PendingStep;
  contact_channel: 'sms' | 'email' | null;
  contact_to: string;
  questions: DoubleValidationQuestion[];
  question_index: number;
  failures: number;
  expires_at: number;
  finished_at: number | null;
  outcome: 'completed' | 'closed' | null;
}

interface Row extends Omit<PendingLogin, 'questions'> {
  questions: string;
}

export interface NewPendingLogin {
  member_id: number;
  step: PendingStep;
  context: LoginContext;
  contact?: { channel: 'sms' | 'email'; to: string };
  questions?: DoubleValidationQuestion[];
}

/** Why a pending login cannot be used. */
export type PendingLookup =
  { state: 'live'; login: PendingLogin } | { state: 'unknown' } | { state: 'finished'; login: PendingLogin };

export function createPendingLogins(db: Db, now: () => number = Date.now) {
  const insert = db.prepare(
    `INSERT INTO pending_logins (id_hash, member_id, site_id, step, udid, ip, user_agent, remote_addr, device, browser,
       contact_channel, contact_to, questions, created_at, expires_at)
     VALUES (@id_hash, @member_id, @site_id, @step, @udid, @ip, @user_agent, @remote_addr, @device, @browser,
       @contact_channel, @contact_to, @questions, @created_at, @expires_at)`,
  );
  const select = db.prepare('SELECT * FROM pending_logins WHERE id_hash = ?');
  const purge = db.prepare('DELETE FROM pending_logins WHERE expires_at < ?');
  const fail = db.prepare('UPDATE pending_logins SET failures = failures + 1 WHERE id_hash = ? RETURNING failures');
  const nextQuestion = db.prepare(
    `UPDATE pending_logins SET question_index = question_index + 1
     WHERE id_hash = ? AND finished_at IS NULL AND question_index + 1 < json_array_length(questions)
     RETURNING question_index`,
  );
  // Finishing is a compare-and-set: of two requests racing with one id, one wins.
  const finish = db.prepare(
    'UPDATE pending_logins SET finished_at = ?, outcome = ? WHERE id_hash = ? AND finished_at IS NULL AND expires_at > ?',
  );

  const toLogin = (row: Row): PendingLogin => ({
    ...row,
    questions: JSON.parse(row.questions) as DoubleValidationQuestion[],
  });

  return {
    /** Returns the member_login_id to hand to the client. */
    create(login: NewPendingLogin): string {
      const id = randomToken(24);
      const t = now();
      // Kept a day past expiry for the audit trail, then dropped.
      purge.run(t - 24 * 60 * 60_000);
      const c = login.context;
      insert.run({
        id_hash: sha256(id),
        member_id: login.member_id,
        step: login.step,
        site_id: c.site_id,
        udid: c.udid,
        ip: c.ip,
        user_agent: c.user_agent,
        remote_addr: c.remote_addr,
        device: c.device,
        browser: c.browser,
        contact_channel: login.contact?.channel ?? null,
        contact_to: login.contact?.to ?? '',
        questions: JSON.stringify(login.questions ?? []),
        created_at: t,
        expires_at: t + PENDING_LOGIN_TTL_MS,
      });
      return id;
    },
    /** Live when unexpired and unfinished; an expired one is as unknown as a made-up id. */
    find(id: string, step: PendingStep): PendingLookup {
      const row = select.get(sha256(id)) as Row | undefined;
      if (!row || row.step !== step) return { state: 'unknown' };
      const login = toLogin(row);
      if (login.finished_at !== null) return { state: 'finished', login };
      if (login.expires_at <= now()) return { state: 'unknown' };
      return { state: 'live', login };
    },
    /** Counts a wrong answer or code; returns the count so far. */
    recordFailure(id: string): number {
      return (fail.get(sha256(id)) as { failures: number } | undefined)?.failures ?? 0;
    },
    /** Moves to the next double-validation question; null when none is left. */
    nextQuestion(id: string): number | null {
      return (nextQuestion.get(sha256(id)) as { question_index: number } | undefined)?.question_index ?? null;
    },
    /** True for the one caller that finished it. */
    finish(id: string, outcome: 'completed' | 'closed'): boolean {
      const t = now();
      return finish.run(t, outcome, sha256(id), t).changes === 1;
    },
  };
}
