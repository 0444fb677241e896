// POST /api/arks/web/member-games/favorite/store { data: { game_id, status: 0 | 1 } } -> new style,
// data: { game_id, status }. Sets (1) or clears (0) the member's favourite; the lists then answer
// member_favorite 1 for that member only. A game that does not exist (or, to set, is retired or
// of an inactive provider): code 404. HTTP 401 without a session.
import type { FastifyPluginAsync } from 'fastify';
import type { FavoriteStoreRequest } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { memberOf, requireMember } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import type { GamesRouteOptions } from './schemas.js';

const body = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['game_id', 'status'],
      properties: {
        game_id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
        status: { type: 'integer', enum: [0, 1] },
      },
    },
  },
} as const;

export const favoriteStoreRoute: FastifyPluginAsync<GamesRouteOptions> = async (app, { services, gamesMembers }) => {
  app.post<{ Body: FavoriteStoreRequest }>(
    '/arks/web/member-games/favorite/store',
    { schema: { body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const { game_id, status } = request.body.data;
      if (!gamesMembers.setFavorite(memberOf(request).id, game_id, status)) {
        return fail(ApiCode.notFound, `Game ${game_id} not found`);
      }
      return ok({ game_id, status });
    },
  );
};
