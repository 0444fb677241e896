// POST /api/arks/web/member-games/last-playing-game (body ignored) -> new style,
// data.list: [{ game_id }] of the member's last played games, most recent first (at most
// LAST_PLAYED_LIMIT; play1 records them). HTTP 401 without a session.
import type { LastPlayingResponse } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import type { GamesRoutePlugin } from './schemas.js';

export const lastPlayingGameRoute: GamesRoutePlugin = async (app, { services, gamesMembers }) => {
  app.post(
    '/arks/web/member-games/last-playing-game',
    { preHandler: requireMember(services.sessions) },
    async (request) => {
      const data: LastPlayingResponse = { list: gamesMembers.lastPlayed(memberOf(request).id) };
      return ok(data);
    },
  );
};
