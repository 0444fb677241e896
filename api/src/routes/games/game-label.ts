// POST /api/v2/game_label { site_id, currency, device, gp_id, game_type_id, house } -> new style,
// data: { list: [{ tag: 'hot', game_list }, { tag: 'new', game_list }], main: every game } of one
// provider, type and house. `device` is the layout's SUPPORT_DEVICE code (desktop 0, mobile 1,
// app 2). A provider that is inactive or does not offer that type and house: code 404.
import type { FastifyPluginAsync } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { currency, gpId, gtId, house, siteId, siteNotFound, supportDevice, viewerOf, type GamesRouteOptions } from './schemas.js';

const body = {
  type: 'object',
  required: ['site_id', 'device', 'gp_id', 'game_type_id'],
  properties: { site_id: siteId, currency, device: supportDevice, gp_id: gpId, game_type_id: gtId, house: { ...house, default: 0 } },
} as const;

interface Body {
  site_id: string;
  device: number;
  gp_id: string;
  game_type_id: number;
  house: number;
}

export const gameLabelRoute: FastifyPluginAsync<GamesRouteOptions> = async (app, options) => {
  const { catalogue } = options;
  app.post<{ Body: Body }>('/v2/game_label', { schema: { body } }, async (request) => {
    const { site_id, device, game_type_id, house: houseId } = request.body;
    const gp_id = request.body.gp_id.toUpperCase();
    if (!catalogue.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
    const label = catalogue.label(viewerOf(request, options, device), { gpId: gp_id, gtId: game_type_id, house: houseId });
    if (!label) return fail(ApiCode.notFound, `Provider ${gp_id} offers no games of type ${game_type_id} in house ${houseId}`);
    return ok(label);
  });
};
