// In-site letters (spec 02 §3 "Letters"): one member's, newest first; reading and deleting
// (soft: the row stays for the back office) act only on the member's own letters.
import type { Letter, LetterList } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';

export function createLetters(db: Db, now: () => number = Date.now) {
  const page = db.prepare(
    `SELECT id, title, content, is_read, created_at FROM letters
      WHERE member_id = ? AND deleted = 0 ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const counts = db.prepare(
    `SELECT COUNT(*) AS total_count, COALESCE(SUM(is_read = 0), 0) AS unread_count
       FROM letters WHERE member_id = ? AND deleted = 0`,
  );
  const markRead = db.prepare('UPDATE letters SET is_read = 1 WHERE id = ? AND member_id = ? AND deleted = 0');
  const destroy = db.prepare('UPDATE letters SET deleted = 1 WHERE id = ? AND member_id = ? AND deleted = 0');
  const insert = db.prepare(
    'INSERT INTO letters (site_id, member_id, title, content, created_at) VALUES (?, ?, ?, ?, ?)',
  );

  return {
    list(memberId: number, pageNumber: number, count: number): LetterList {
      const { total_count, unread_count } = counts.get(memberId) as { total_count: number; unread_count: number };
      const list = page.all(memberId, count, (pageNumber - 1) * count) as Letter[];
      return { list, total_count, unread_count };
    },
    /** False when the letter is not one of the member's (or deleted); reading twice is fine. */
    markRead: (memberId: number, id: number): boolean => markRead.run(id, memberId).changes > 0,
    /** False when the letter is not one of the member's, or already deleted. */
    destroy: (memberId: number, id: number): boolean => destroy.run(id, memberId).changes > 0,
    send: (siteId: string, memberId: number, title: string, content: string): number =>
      Number(insert.run(siteId, memberId, title, content, now()).lastInsertRowid),
  };
}
export type Letters = ReturnType<typeof createLetters>;
