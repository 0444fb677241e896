// Captcha challenges: a 4-digit answer, stored hashed, valid 5 minutes, usable once.
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/tokens.js';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_LENGTH = 4;

const normalise = (answer: string) => answer.trim().toLowerCase();

export function createCaptchas(db: Db, testAnswer: string | null, now: () => number = Date.now) {
  const insert = db.prepare(
    'INSERT INTO captchas (token, answer_hash, type, site_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const purge = db.prepare('DELETE FROM captchas WHERE expires_at < ?');
  // Marks the captcha used whatever the answer, so one challenge gets one guess.
  const consume = db.prepare(
    `UPDATE captchas SET used = 1
     WHERE token = ? AND used = 0 AND expires_at > ? AND type = ? AND site_id = ?
     RETURNING answer_hash`,
  );

  return {
    issue(type: number, siteId: string): { token: string; answer: string } {
      const answer = testAnswer ?? Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
      const token = randomToken(16);
      const t = now();
      purge.run(t - CAPTCHA_TTL_MS);
      insert.run(token, sha256(normalise(answer)), type, siteId, t, t + CAPTCHA_TTL_MS);
      return { token, answer };
    },
    /** True only for a live, unused captcha of this type and site with the right answer. */
    consume(token: string, answer: string, type: number, siteId: string): boolean {
      const row = consume.get(token, now(), type, siteId) as { answer_hash: string } | undefined;
      return row !== undefined && row.answer_hash === sha256(normalise(answer));
    },
  };
}
