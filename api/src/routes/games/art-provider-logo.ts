// GET /api/provider-logo/{gp_id}.webp (or .svg)[?gt_id=2..9][&theme=dark]: a provider's generated logo
// (200x80; gp_id in any case). gt_id draws the variant for one game type (provider_game_types.logo,
// spec 02 §3: overrides for types 2-7), theme=dark the one for dark backgrounds (icon_dark).
import Type from 'typebox';
import { StringIn } from '../../http/route-schema.js';
import { providerLogoSvg } from '../../services/games/index.js';
import { ART_FILE_FORMAT, artNotFound, sendArt, type ArtFormat } from './art-reply.js';
import { GtId, type GamesRoutePlugin } from './schemas.js';

const FILE = new RegExp(`^([A-Za-z0-9]{2,16})\\.${ART_FILE_FORMAT}$`);

const Params = Type.Object({ file: Type.String() });
const Query = Type.Object({ gt_id: Type.Optional(GtId), theme: Type.Optional(StringIn(['light', 'dark'])) });

export const providerLogoRoute: GamesRoutePlugin = async (app, { catalogue }) => {
  app.get('/provider-logo/:file', { schema: { params: Params, querystring: Query } }, async (request, reply) => {
    const [, file, format] = FILE.exec(request.params.file) ?? [];
    const gpId = file?.toUpperCase();
    const name = gpId ? catalogue.providerName(gpId) : null;
    if (!gpId || name === null) return artNotFound(reply, `Provider logo ${request.params.file}`);
    const { gt_id, theme } = request.query;
    const typeLabel = gt_id === undefined ? undefined : (catalogue.typeName(gt_id) ?? undefined);
    return sendArt(
      request,
      reply,
      providerLogoSvg({ gpId, name, gtId: gt_id, typeLabel, dark: theme === 'dark' }),
      format as ArtFormat,
    );
  });
};
