// POST /api/demo/gt_games { site_id, support_device, currency, template } -> new style,
// data.list: [{ gt_id, gp_id, gp_name, icon_light, house }] — each active demo provider (GPR8,
// GPJD, GPFC, GPJL) once per game type it has demo games of for the device, in type order.
// template is 'pc' on desktop, else the mobile template; it does not change the list.
import type { FastifyPluginAsync } from 'fastify';
import type { DemoGtGamesResponse } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { currency, siteId, siteNotFound, supportDevice, template, type GamesRouteOptions } from './schemas.js';

const body = {
  type: 'object',
  required: ['site_id', 'support_device'],
  properties: { site_id: siteId, support_device: supportDevice, currency, template },
} as const;

export const demoGtGamesRoute: FastifyPluginAsync<GamesRouteOptions> = async (app, { catalogue }) => {
  app.post<{ Body: { site_id: string; support_device: number } }>('/demo/gt_games', { schema: { body } }, async (request) => {
    const { site_id, support_device } = request.body;
    if (!catalogue.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
    const data: DemoGtGamesResponse = { list: catalogue.demoProviders(support_device) };
    return ok(data);
  });
};
