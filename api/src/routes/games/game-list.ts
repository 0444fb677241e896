// POST /api/v3/game_list { currency, site_id, support_device, template } -> new style,
// data: GameTypeGroup[] — per game type (in type order, only types with entries for the device)
// gt_name in the `lang` header's language (en_US fallback), its icons, and gp_list: a slot
// provider's hall (customized false) or another type's lobby game, for active providers only.
import type { FastifyPluginAsync } from 'fastify';
import type { GameListRequest } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { currency, siteId, siteNotFound, supportDevice, template, viewerOf, type GamesRouteOptions } from './schemas.js';

const body = {
  type: 'object',
  required: ['site_id', 'support_device'],
  properties: { site_id: siteId, currency, support_device: supportDevice, template },
} as const;

export const gameListRoute: FastifyPluginAsync<GamesRouteOptions> = async (app, options) => {
  const { catalogue } = options;
  app.post<{ Body: GameListRequest }>('/v3/game_list', { schema: { body } }, async (request) => {
    const { site_id, support_device } = request.body;
    if (!catalogue.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
    return ok(catalogue.typeGroups(viewerOf(request, options, support_device)));
  });
};
