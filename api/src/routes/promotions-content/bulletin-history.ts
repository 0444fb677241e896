// POST /api/arks/web/bulletin/history { site_id, display_device } -> new style BulletinHistory: the
// guests' bulletins, and with a valid authorization of the site's member the members' ones too
// (both locations), withdrawn ones included and hides ignored, for every device or the one asked,
// newest update first, at most BULLETIN_HISTORY_LIMIT. Public.
import Type from 'typebox';
import type { BulletinHistory, BulletinHistoryPayload } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { languageOf, optionalMember, RequestDevice, siteZone, type PromotionsContentRoutePlugin } from './options.js';

const Body = satisfiesWire<BulletinHistoryPayload>()(
  Type.Object({
    site_id: SiteId,
    display_device: RequestDevice,
  }),
);

export const bulletinHistoryRoute: PromotionsContentRoutePlugin = async (app, options) => {
  app.post('/arks/web/bulletin/history', { schema: { body: Body } }, async (request) => {
    const { site_id, display_device } = request.body;
    const member = optionalMember(request, options)?.site_id === site_id;
    const data: BulletinHistory = {
      list: options.bulletins.history(site_id, display_device, member, languageOf(request), siteZone(options, site_id)),
    };
    return ok(data);
  });
};
