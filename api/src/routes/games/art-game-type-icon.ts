// GET /api/game-type-icon/{gt_id}.svg[?active=1]: a game type's icon (64x64 line art; active: on a
// coloured disc), the gt_icon and gt_icon_active of /v3/game_list. Unknown type: 404.
import Type from 'typebox';
import { IntegerIn } from '../../http/route-schema.js';
import { gameTypeIconSvg, hasTypeIcon } from '../../services/games-catalogue-art.js';
import { artNotFound, sendSvg } from './art-reply.js';
import type { GamesRoutePlugin } from './schemas.js';

const FILE = /^(\d{1,2})\.svg$/;

const Params = Type.Object({ file: Type.String() });
const Query = Type.Object({ active: Type.Optional(IntegerIn([0, 1])) });

export const gameTypeIconRoute: GamesRoutePlugin = async (app, { catalogue }) => {
  app.get('/game-type-icon/:file', { schema: { params: Params, querystring: Query } }, async (request, reply) => {
    const gtId = Number(FILE.exec(request.params.file)?.[1] ?? NaN);
    const name = Number.isInteger(gtId) && hasTypeIcon(gtId) ? catalogue.typeName(gtId) : null;
    if (name === null) return artNotFound(reply, `Game type icon ${request.params.file}`);
    return sendSvg(request, reply, gameTypeIconSvg(gtId, name, request.query.active === 1));
  });
};
