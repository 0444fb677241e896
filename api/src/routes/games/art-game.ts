// GET /api/game-art/{id}.svg: a game's generated thumbnail (240x240: its name and provider on a
// gradient drawn from a hash), the icon_light of every game whose games.icon is ''. Unknown: 404.
import Type from 'typebox';
import { gameArtSvg } from '../../services/games-catalogue-art.js';
import { artNotFound, sendSvg } from './art-reply.js';
import type { GamesRoutePlugin } from './schemas.js';

const FILE = /^(\d{1,12})\.svg$/;

const Params = Type.Object({ file: Type.String() });

export const gameArtRoute: GamesRoutePlugin = async (app, { catalogue }) => {
  app.get('/game-art/:file', { schema: { params: Params } }, async (request, reply) => {
    const id = FILE.exec(request.params.file)?.[1];
    const art = id ? catalogue.gameArt(Number(id)) : null;
    if (!art) return artNotFound(reply, `Game art ${request.params.file}`);
    return sendSvg(request, reply, gameArtSvg(art));
  });
};
