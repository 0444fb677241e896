// What the sportsbook page and the quick-bet URL need from the catalogue: the sports provider
// (the first active provider offering game type 4), the sports games to link, and a few
// upcoming fixtures (a fixed card, kick-offs every 90 minutes from the next full hour).
import { formatSiteTime, GAME_HALL, MINUTE_FORMAT, validTimezone } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { gameNameIn } from './game-sessions.js';
import type { SportFixture, SportGameLink } from './provider-pages.js';

/** Sports games listed on the page at most. */
export const SPORT_GAMES_SHOWN = 8;

const CARD: readonly Omit<SportFixture, 'starts'>[] = [
  {
    sport: 'cricket',
    home: 'Mumbai Mariners',
    away: 'Delhi Falcons',
    odds: { home: '1.85', draw: null, away: '1.95' },
  },
  {
    sport: 'football',
    home: 'Riverside FC',
    away: 'Harbour United',
    odds: { home: '2.10', draw: '3.30', away: '3.40' },
  },
  {
    sport: 'cricket',
    home: 'Chennai Tigers',
    away: 'Kolkata Knights',
    odds: { home: '2.05', draw: null, away: '1.75' },
  },
  { sport: 'tennis', home: 'A. Morel', away: 'K. Tanaka', odds: { home: '1.55', draw: null, away: '2.45' } },
  {
    sport: 'football',
    home: 'Northbridge',
    away: 'Eastgate Rovers',
    odds: { home: '1.65', draw: '3.80', away: '5.00' },
  },
];
const HOUR_MS = 3_600_000;

export function sportFixtures(now: number, timezone: string): SportFixture[] {
  const first = Math.ceil(now / HOUR_MS) * HOUR_MS;
  const zone = validTimezone(timezone);
  return CARD.map((f, i) => ({ ...f, starts: formatSiteTime(first + i * 1.5 * HOUR_MS, zone, MINUTE_FORMAT) }));
}

export function createSportCatalogue(db: Db) {
  const sportsProvider = db
    .prepare(
      `SELECT p.gp_id FROM game_providers p
       WHERE p.active = 1 AND (
         EXISTS (SELECT 1 FROM provider_game_types t WHERE t.gp_id = p.gp_id AND t.gt_id = @gt)
         OR EXISTS (SELECT 1 FROM games g WHERE g.gp_id = p.gp_id AND g.game_type = @gt AND g.active = 1))
       ORDER BY p.sort, p.gp_id LIMIT 1`,
    )
    .pluck();
  const sportGames = db.prepare(
    `SELECT g.gp_id, g.game_type, g.game_code, g.game_name FROM games g JOIN game_providers p ON p.gp_id = g.gp_id
     WHERE g.game_type = ? AND g.active = 1 AND p.active = 1 ORDER BY g.customized DESC, g.sort, g.id LIMIT ?`,
  );
  return {
    /** The gp_id of the sports provider, or null when none is active. */
    provider: () => (sportsProvider.get({ gt: GAME_HALL.sport }) as string | undefined) ?? null,
    games(lang: string): SportGameLink[] {
      const rows = sportGames.all(GAME_HALL.sport, SPORT_GAMES_SHOWN) as {
        gp_id: string;
        game_type: number;
        game_code: string;
        game_name: string;
      }[];
      return rows.map((r) => ({
        gp_id: r.gp_id,
        game_type: r.game_type,
        game_code: r.game_code,
        name: gameNameIn(r.game_name, lang),
      }));
    },
  };
}
export type SportCatalogue = ReturnType<typeof createSportCatalogue>;
