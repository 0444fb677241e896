// GET /api/game-art/{id}.svg (or .webp): a game's generated thumbnail (240x240: its name and provider
// on a gradient drawn from a hash), the icon_light of every game whose games.icon is ''. Unknown: 404.
import Type from 'typebox';
import { gameArtSvg } from '../../services/games-catalogue-art.js';
import { ART_FILE_FORMAT, artNotFound, sendArt, type ArtFormat } from './art-reply.js';
import type { GamesRoutePlugin } from './schemas.js';

const FILE = new RegExp(`^(\\d{1,12})\\.${ART_FILE_FORMAT}$`);

const Params = Type.Object({ file: Type.String() });

export const gameArtRoute: GamesRoutePlugin = async (app, { catalogue }) => {
  app.get('/game-art/:file', { schema: { params: Params } }, async (request, reply) => {
    const [, id, format] = FILE.exec(request.params.file) ?? [];
    const art = id ? catalogue.gameArt(Number(id)) : null;
    if (!art) return artNotFound(reply, `Game art ${request.params.file}`);
    return sendArt(request, reply, gameArtSvg(art), format as ArtFormat);
  });
};
