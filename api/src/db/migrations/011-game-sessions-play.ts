import type { Migration } from '../migrations.js';

// What the api's own game page needs on a session: the language and currency
// it is shown in, and the last spin (reel stops and win) so a reloaded page shows where it stopped.
export const m011GameSessionsPlay: Migration = {
  name: '011_game_sessions_play',
  sql: `
    ALTER TABLE game_sessions ADD COLUMN lang TEXT NOT NULL DEFAULT 'en_US';
    ALTER TABLE game_sessions ADD COLUMN currency TEXT NOT NULL DEFAULT '';
    -- Comma list of reel stop indexes ('' before the first spin).
    ALTER TABLE game_sessions ADD COLUMN last_stops TEXT NOT NULL DEFAULT '';
    ALTER TABLE game_sessions ADD COLUMN last_win_cents INTEGER NOT NULL DEFAULT 0 CHECK (last_win_cents >= 0);
  `,
};
