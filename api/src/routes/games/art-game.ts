// GET /api/game-art/{id}.webp (or .svg): a game's generated thumbnail (240x240: its name and provider
// on a gradient drawn from a hash), the icon_light of every game whose games.icon is ''. Unknown: 404.
import Type from 'typebox';
import { GAME_ART_PREFIX, gameArtSvg, type GamesCatalogue } from '../../services/games/index.js';
import { svgToWebp, THUMBNAIL_WEBP_QUALITY } from '../../services/sites/index.js';
import { ART_FILE_FORMAT, artNotFound, sendArt, type ArtFormat } from './art-reply.js';
import type { GamesRoutePlugin } from './schemas.js';

const FILE = new RegExp(`^(\\d{1,12})\\.${ART_FILE_FORMAT}$`);

const Params = Type.Object({ file: Type.String() });

/**
 * Starts drawing the WebP of every generated thumbnail among `urls` (the arts a page's HTML holds,
 * which the browser asks for next), so that a cold api answers them as soon as it would a warm one,
 * the first ones first; anything else among them is left alone.
 */
export function drawGameArts(catalogue: GamesCatalogue, urls: readonly string[]): void {
  for (const url of urls) {
    const [, id, format] = url.startsWith(GAME_ART_PREFIX) ? (FILE.exec(url.slice(GAME_ART_PREFIX.length)) ?? []) : [];
    const art = id && format === 'webp' ? catalogue.gameArt(Number(id)) : null;
    if (art) svgToWebp(gameArtSvg(art), { quality: THUMBNAIL_WEBP_QUALITY }).catch(() => undefined); // the request will say 404
  }
}

export const gameArtRoute: GamesRoutePlugin = async (app, { catalogue }) => {
  app.get('/game-art/:file', { schema: { params: Params } }, async (request, reply) => {
    const [, id, format] = FILE.exec(request.params.file) ?? [];
    const art = id ? catalogue.gameArt(Number(id)) : null;
    if (!art) return artNotFound(reply, `Game art ${request.params.file}`);
    return sendArt(request, reply, gameArtSvg(art), format as ArtFormat, THUMBNAIL_WEBP_QUALITY);
  });
};
