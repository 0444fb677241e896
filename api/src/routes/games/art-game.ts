// GET /api/game-art/{id}.svg: a game's generated thumbnail (240x240: its name and provider on a
// gradient drawn from a hash), the icon_light of every game whose games.icon is ''. Unknown: 404.
import type { FastifyPluginAsync } from 'fastify';
import { gameArtSvg } from '../../services/games-catalogue-art.js';
import { artNotFound, sendSvg } from './art-reply.js';
import type { GamesRouteOptions } from './schemas.js';

const FILE = /^(\d{1,12})\.svg$/;

export const gameArtRoute: FastifyPluginAsync<GamesRouteOptions> = async (app, { catalogue }) => {
  app.get<{ Params: { file: string } }>('/game-art/:file', async (request, reply) => {
    const id = FILE.exec(request.params.file)?.[1];
    const art = id ? catalogue.gameArt(Number(id)) : null;
    if (!art) return artNotFound(reply, `Game art ${request.params.file}`);
    return sendSvg(request, reply, gameArtSvg(art));
  });
};
