// GET /api/game-type-icon/{gt_id}.webp (or .svg)[?active=1]: a game type's icon (64x64 line art; active: on a
// coloured disc), the gt_icon and gt_icon_active of /v3/game_list. Unknown type: 404.
import Type from 'typebox';
import { IntegerIn } from '../../http/route-schema.js';
import { gameTypeIconSvg, hasTypeIcon } from '../../services/games/index.js';
import { ART_FILE_FORMAT, artNotFound, sendArt, type ArtFormat } from './art-reply.js';
import type { GamesRoutePlugin } from './schemas.js';

const FILE = new RegExp(`^(\\d{1,2})\\.${ART_FILE_FORMAT}$`);

const Params = Type.Object({ file: Type.String() });
const Query = Type.Object({ active: Type.Optional(IntegerIn([0, 1])) });

export const gameTypeIconRoute: GamesRoutePlugin = async (app, { catalogue }) => {
  app.get('/game-type-icon/:file', { schema: { params: Params, querystring: Query } }, async (request, reply) => {
    const [, file, format] = FILE.exec(request.params.file) ?? [];
    const gtId = Number(file ?? NaN);
    const name = Number.isInteger(gtId) && hasTypeIcon(gtId) ? catalogue.typeName(gtId) : null;
    if (name === null) return artNotFound(reply, `Game type icon ${request.params.file}`);
    return sendArt(request, reply, gameTypeIconSvg(gtId, name, request.query.active === 1), format as ArtFormat);
  });
};
