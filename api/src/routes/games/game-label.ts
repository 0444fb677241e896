// POST /api/v2/game_label { site_id, currency, device, gp_id, game_type_id, house } -> new style,
// data: { list: [{ tag: 'hot', game_list }, { tag: 'new', game_list }], main: every game } of one
// provider, type and house. `device` is the layout's SUPPORT_DEVICE code (desktop 0, mobile 1,
// app 2). A provider that is inactive or does not offer that type and house: code 404.
// The list's first row of generated art starts drawing with the answer: a page's first paint
// (or mf-games' grid) asks for those pictures right after it.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { drawGameArts } from './art-game.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId } from '../../http/route-schema.js';
import {
  Currency,
  GpId,
  GtId,
  House,
  siteNotFound,
  SupportDevice,
  viewerOf,
  type GamesRoutePlugin,
} from './schemas.js';

const Body = Type.Object({
  site_id: SiteId,
  currency: Type.Optional(Currency),
  device: SupportDevice,
  gp_id: GpId,
  game_type_id: GtId,
  house: Defaulted(House, 0),
});

/** The most cards a list's first row holds (8 columns at 1280 px). */
const FIRST_ROW = 8;

export const gameLabelRoute: GamesRoutePlugin = async (app, options) => {
  const { catalogue } = options;
  app.post('/v2/game_label', { schema: { body: Body } }, async (request) => {
    const { site_id, device, game_type_id, house } = request.body;
    const gp_id = request.body.gp_id.toUpperCase();
    if (!catalogue.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
    const label = catalogue.label(viewerOf(request, options, device), { gpId: gp_id, gtId: game_type_id, house });
    if (!label)
      return fail(ApiCode.notFound, `Provider ${gp_id} offers no games of type ${game_type_id} in house ${house}`);
    drawGameArts(
      catalogue,
      label.main.slice(0, FIRST_ROW).map((entry) => entry.icon_light),
    );
    return ok(label);
  });
};
