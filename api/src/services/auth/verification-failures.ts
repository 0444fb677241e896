// Failed checks limited per subject within a window (e.g. transfer verification per account), so
// a withdraw password cannot be guessed by trying them all.
import type { Db } from '../../db/database.js';

export const VERIFICATION_FAILURE_WINDOW_MS = 10 * 60_000;

export function createVerificationFailures(db: Db, now: () => number = Date.now) {
  const count = db.prepare(
    'SELECT COUNT(*) AS n FROM verification_failures WHERE kind = ? AND subject = ? AND created_at > ?',
  );
  const insert = db.prepare('INSERT INTO verification_failures (kind, subject, created_at) VALUES (?, ?, ?)');
  const purge = db.prepare('DELETE FROM verification_failures WHERE created_at < ?');
  return {
    count(kind: string, subject: string): number {
      return (count.get(kind, subject, now() - VERIFICATION_FAILURE_WINDOW_MS) as { n: number }).n;
    },
    record(kind: string, subject: string): void {
      const t = now();
      purge.run(t - 24 * 60 * 60_000);
      insert.run(kind, subject, t);
    },
  };
}
