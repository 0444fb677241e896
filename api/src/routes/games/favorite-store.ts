// POST /api/arks/web/member-games/favorite/store { data: { game_id, status: 0 | 1 } } -> new style,
// data: { game_id, status }. Sets (1) or clears (0) the member's favourite; the lists then answer
// member_favorite 1 for that member only. A game that does not exist (or, to set, is retired or
// of an inactive provider): code 404. HTTP 401 without a session.
import Type from 'typebox';
import type { FavoriteStoreRequest } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { memberOf, requireMember } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { IntegerIn, satisfiesWire } from '../../http/route-schema.js';
import type { GamesRoutePlugin } from './schemas.js';

const Body = satisfiesWire<FavoriteStoreRequest>()(
  Type.Object({
    data: Type.Object({
      game_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
      status: IntegerIn([0, 1]),
    }),
  }),
);

export const favoriteStoreRoute: GamesRoutePlugin = async (app, { services, gamesMembers }) => {
  app.post(
    '/arks/web/member-games/favorite/store',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const { game_id, status } = request.body.data;
      if (!gamesMembers.setFavorite(memberOf(request).id, game_id, status)) {
        return fail(ApiCode.notFound, `Game ${game_id} not found`);
      }
      return ok({ game_id, status });
    },
  );
};
