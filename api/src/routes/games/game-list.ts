// POST /api/v3/game_list { currency, site_id, support_device, template } -> new style,
// data: GameTypeGroup[] — per game type (in type order, only types with entries for the device)
// gt_name in the `lang` header's language (en_US fallback), its icons, and gp_list: a slot
// provider's hall (customized false) or another type's lobby game, for active providers only.
import Type from 'typebox';
import type { GameListRequest } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { sendGameList } from './cached-list.js';
import { Currency, siteNotFound, SupportDevice, Template, type GamesRoutePlugin } from './schemas.js';

const Body = satisfiesWire<GameListRequest>()(
  Type.Object({
    site_id: SiteId,
    currency: Type.Optional(Currency),
    support_device: SupportDevice,
    template: Type.Optional(Template),
  }),
);

export const gameListRoute: GamesRoutePlugin = async (app, options) => {
  const { catalogue } = options;
  app.post('/v3/game_list', { schema: { body: Body } }, async (request, reply) => {
    const { site_id, support_device } = request.body;
    return sendGameList(
      request,
      reply,
      options,
      { route: 'game_list', supportDevice: support_device, fields: [site_id] },
      (viewer) =>
        catalogue.siteExists(site_id)
          ? ok(catalogue.typeGroups(viewer))
          : fail(ApiCode.notFound, siteNotFound(site_id)),
    );
  });
};
