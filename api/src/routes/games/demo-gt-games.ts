// POST /api/demo/gt_games { site_id, support_device, currency, template } -> new style,
// data.list: [{ gt_id, gp_id, gp_name, icon_light, house }] — each active demo provider (GPR8,
// GPJD, GPFC, GPJL) once per game type it has demo games of for the device, in type order.
// template is 'pc' on desktop, else the mobile template; it does not change the list.
import Type from 'typebox';
import type { DemoGtGamesResponse } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import { Currency, siteNotFound, SupportDevice, Template, type GamesRoutePlugin } from './schemas.js';

const Body = Type.Object({
  site_id: SiteId,
  support_device: SupportDevice,
  currency: Type.Optional(Currency),
  template: Type.Optional(Template),
});

export const demoGtGamesRoute: GamesRoutePlugin = async (app, { catalogue }) => {
  app.post('/demo/gt_games', { schema: { body: Body } }, async (request) => {
    const { site_id, support_device } = request.body;
    if (!catalogue.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
    const data: DemoGtGamesResponse = { list: catalogue.demoProviders(support_device) };
    return ok(data);
  });
};
