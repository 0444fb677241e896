// POST /api/v2/get_template_game_list { site_id, currency, support_device } -> new style,
// data.info: the site's home sections [{ id, gt_id, title (per-language map), game_list }] in order,
// each game list filtered like every list (active providers and games, the device).
import type { FastifyPluginAsync } from 'fastify';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { currency, siteId, siteNotFound, supportDevice, viewerOf, type GamesRouteOptions } from './schemas.js';

const body = {
  type: 'object',
  required: ['site_id', 'support_device'],
  properties: { site_id: siteId, currency, support_device: supportDevice },
} as const;

export const templateGameListRoute: FastifyPluginAsync<GamesRouteOptions> = async (app, options) => {
  const { catalogue } = options;
  app.post<{ Body: { site_id: string; support_device: number } }>('/v2/get_template_game_list', { schema: { body } }, async (request) => {
    const { site_id, support_device } = request.body;
    if (!catalogue.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
    return ok({ info: catalogue.templateSections(viewerOf(request, options, support_device), site_id) });
  });
};
