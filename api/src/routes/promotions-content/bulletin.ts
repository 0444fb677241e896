// POST /api/arks/web/bulletin { site_id, display_device } -> new style BulletinList: the guests'
// pop-up bulletins that are active, for every device or the one asked, by sort desc then newest
// update; titles and HTML in the `lang` header's language (else en_US); updated_at in the site's
// time zone; setting.display_frequency of the guests (default 1). Public.
import Type from 'typebox';
import type { BulletinPayload } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { languageOf, Location, RequestDevice, siteZone, type PromotionsContentRoutePlugin } from './options.js';

const Body = satisfiesWire<BulletinPayload>()(
  Type.Object({
    site_id: SiteId,
    display_device: RequestDevice,
    // A member's field; a guest's list has no location.
    display_location: Type.Optional(Location),
  }),
);

export const bulletinRoute: PromotionsContentRoutePlugin = async (app, options) => {
  app.post('/arks/web/bulletin', { schema: { body: Body } }, async (request) => {
    const { site_id, display_device } = request.body;
    return ok(
      options.bulletins.list(
        site_id,
        { audience: 'guest' },
        display_device,
        null,
        languageOf(request),
        siteZone(options, site_id),
      ),
    );
  });
};
