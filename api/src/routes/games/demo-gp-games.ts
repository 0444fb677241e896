// POST /api/demo/gp_games { site_id, currency, device, gp_id, game_type_id, house } -> new style,
// data.list: DemoGame[] — the demo games of one demo provider, type and house. device is the demo
// device (DEMO_DEVICE 0; any device code is accepted): demo games are offered on every device.
// An unknown or non-demo provider simply has none (an empty list).
import Type from 'typebox';
import type { DemoGpGamesResponse } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId } from '../../http/route-schema.js';
import { Currency, GpId, GtId, House, siteNotFound, type GamesRoutePlugin } from './schemas.js';

const Body = Type.Object({
  site_id: SiteId,
  currency: Type.Optional(Currency),
  device: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 })),
  gp_id: GpId,
  game_type_id: GtId,
  house: Defaulted(House, 0),
});

export const demoGpGamesRoute: GamesRoutePlugin = async (app, { catalogue }) => {
  app.post('/demo/gp_games', { schema: { body: Body } }, async (request) => {
    const { site_id, gp_id, game_type_id, house } = request.body;
    if (!catalogue.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
    const data: DemoGpGamesResponse = {
      list: catalogue.demoGames({ gpId: gp_id.toUpperCase(), gtId: game_type_id, house }),
    };
    return ok(data);
  });
};
