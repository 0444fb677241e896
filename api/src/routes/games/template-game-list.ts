// POST /api/v2/get_template_game_list { site_id, currency, support_device } -> new style,
// data.info: the site's home sections [{ id, gt_id, title (per-language map), game_list }] in order,
// each game list filtered like every list (active providers and games, the device).
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import { sendGameList } from './cached-list.js';
import { Currency, siteNotFound, SupportDevice, type GamesRoutePlugin } from './schemas.js';

const Body = Type.Object({ site_id: SiteId, currency: Type.Optional(Currency), support_device: SupportDevice });

export const templateGameListRoute: GamesRoutePlugin = async (app, options) => {
  const { catalogue } = options;
  app.post('/v2/get_template_game_list', { schema: { body: Body } }, async (request, reply) => {
    const { site_id, support_device } = request.body;
    return sendGameList(
      request,
      reply,
      options,
      { route: 'template_game_list', supportDevice: support_device, fields: [site_id] },
      (viewer) =>
        catalogue.siteExists(site_id)
          ? ok({ info: catalogue.templateSections(viewer, site_id) })
          : fail(ApiCode.notFound, siteNotFound(site_id)),
    );
  });
};
