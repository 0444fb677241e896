// GET /api/game-type-icon/{gt_id}.webp[?active=1]: a game type's icon (96x96 WebP drawn from the
// 64x64 SVG line art that {gt_id}.svg sends; active: on a
// coloured disc), the gt_icon and gt_icon_active of /v3/game_list. Unknown type: 404.
import Type from 'typebox';
import { IntegerIn } from '../../http/route-schema.js';
import { gameTypeIconSvg, hasTypeIcon } from '../../services/games-catalogue-art.js';
import { artNotFound, sendArt } from './art-reply.js';
import type { GamesRoutePlugin } from './schemas.js';

const FILE = /^(\d{1,2})\.(svg|webp)$/;

const Params = Type.Object({ file: Type.String() });
const Query = Type.Object({ active: Type.Optional(IntegerIn([0, 1])) });

export const gameTypeIconRoute: GamesRoutePlugin = async (app, { catalogue }) => {
  app.get('/game-type-icon/:file', { schema: { params: Params, querystring: Query } }, async (request, reply) => {
    const [, id, format] = FILE.exec(request.params.file) ?? [];
    const gtId = Number(id ?? NaN);
    const name = Number.isInteger(gtId) && hasTypeIcon(gtId) ? catalogue.typeName(gtId) : null;
    if (name === null) return artNotFound(reply, `Game type icon ${request.params.file}`);
    return sendArt(request, reply, format, gameTypeIconSvg(gtId, name, request.query.active === 1));
  });
};
