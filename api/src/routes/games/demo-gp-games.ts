// POST /api/demo/gp_games { site_id, currency, device, gp_id, game_type_id, house } -> new style,
// data.list: DemoGame[] — the demo games of one demo provider, type and house. device is the demo
// device (DEMO_DEVICE 0; any device code is accepted): demo games are offered on every device.
// An unknown or non-demo provider simply has none (an empty list).
import type { FastifyPluginAsync } from 'fastify';
import type { DemoGpGamesResponse } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { currency, gpId, gtId, house, siteId, siteNotFound, type GamesRouteOptions } from './schemas.js';

const body = {
  type: 'object',
  required: ['site_id', 'gp_id', 'game_type_id'],
  properties: {
    site_id: siteId,
    currency,
    device: { type: 'integer', minimum: 0, maximum: 7 },
    gp_id: gpId,
    game_type_id: gtId,
    house: { ...house, default: 0 },
  },
} as const;

interface Body {
  site_id: string;
  gp_id: string;
  game_type_id: number;
  house: number;
}

export const demoGpGamesRoute: FastifyPluginAsync<GamesRouteOptions> = async (app, { catalogue }) => {
  app.post<{ Body: Body }>('/demo/gp_games', { schema: { body } }, async (request) => {
    const { site_id, gp_id, game_type_id, house: houseId } = request.body;
    if (!catalogue.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
    const data: DemoGpGamesResponse = { list: catalogue.demoGames({ gpId: gp_id.toUpperCase(), gtId: game_type_id, house: houseId }) };
    return ok(data);
  });
};
