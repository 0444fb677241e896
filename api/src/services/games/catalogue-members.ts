// A member's favourite games and last played games (spec 02 §2 tabs my_favorite and last_play).
// Last played rows are written by the provider side's play1 (member_last_played); here they are read.
import type { Db } from '../../db/database.js';

/** Not in the spec: how many last played games the list holds. */
export const LAST_PLAYED_LIMIT = 30;

export function createGamesMembers(db: Db, now: () => number = Date.now) {
  const liveGame = db.prepare(
    'SELECT 1 FROM games g JOIN game_providers p ON p.gp_id = g.gp_id AND p.active = 1 WHERE g.id = ? AND g.active = 1',
  );
  const anyGame = db.prepare('SELECT 1 FROM games WHERE id = ?');
  const addFavorite = db.prepare(
    'INSERT OR IGNORE INTO member_game_favorites (member_id, game_id, created_at) VALUES (?, ?, ?)',
  );
  const removeFavorite = db.prepare('DELETE FROM member_game_favorites WHERE member_id = ? AND game_id = ?');
  const lastPlayed = db.prepare(
    `SELECT l.game_id FROM member_last_played l
     JOIN games g ON g.id = l.game_id AND g.active = 1
     JOIN game_providers p ON p.gp_id = g.gp_id AND p.active = 1
     WHERE l.member_id = ? ORDER BY l.played_at DESC, l.rowid DESC LIMIT ${LAST_PLAYED_LIMIT}`,
  );

  return {
    /**
     * Sets (1) or clears (0) a favourite. False when no such game exists, or when setting one
     * that is retired or of an inactive provider (clearing it is still allowed).
     */
    setFavorite(memberId: number, gameId: number, status: 0 | 1): boolean {
      if (status === 0) {
        if (!anyGame.get(gameId)) return false;
        removeFavorite.run(memberId, gameId);
        return true;
      }
      if (!liveGame.get(gameId)) return false;
      addFavorite.run(memberId, gameId, now());
      return true;
    },
    /** The member's last played games, most recent first. */
    lastPlayed(memberId: number): { game_id: number }[] {
      return lastPlayed.all(memberId) as { game_id: number }[];
    },
  };
}
export type GamesMembers = ReturnType<typeof createGamesMembers>;
