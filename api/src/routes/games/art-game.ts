// GET /api/game-art/{id}.webp: a game's generated thumbnail (its name and provider on a gradient
// drawn from a hash, 360x360), the icon_light of every game whose games.icon is ''; {id}.svg is
// the same picture as the 240x240 SVG it is drawn from. Unknown: 404.
import Type from 'typebox';
import { gameArtSvg } from '../../services/games-catalogue-art.js';
import { artNotFound, sendArt } from './art-reply.js';
import type { GamesRoutePlugin } from './schemas.js';

const FILE = /^(\d{1,12})\.(svg|webp)$/;

const Params = Type.Object({ file: Type.String() });

export const gameArtRoute: GamesRoutePlugin = async (app, { catalogue }) => {
  app.get('/game-art/:file', { schema: { params: Params } }, async (request, reply) => {
    const [, id, format] = FILE.exec(request.params.file) ?? [];
    const art = id ? catalogue.gameArt(Number(id)) : null;
    if (!art) return artNotFound(reply, `Game art ${request.params.file}`);
    return sendArt(request, reply, format, gameArtSvg(art));
  });
};
