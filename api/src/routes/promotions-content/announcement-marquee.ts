// POST /api/arks/web/announcement/marquee { site_id, sort_field: 'sort', sort_order } -> new style
// MarqueeList: the site's announcements flagged for the marquee (display_marquee 1) by sort in
// that order, then id, in the `lang` header's language (else en_US). Public.
import Type from 'typebox';
import type { MarqueeList, MarqueePayload } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import { satisfiesWire, SiteId, StringIn } from '../../http/route-schema.js';
import { languageOf, type PromotionsContentRoutePlugin } from './options.js';

const Body = satisfiesWire<MarqueePayload>()(
  Type.Object({
    site_id: SiteId,
    sort_field: StringIn(['sort']),
    sort_order: StringIn(['asc', 'desc']),
  }),
);

export const announcementMarqueeRoute: PromotionsContentRoutePlugin = async (app, { announcements }) => {
  app.post('/arks/web/announcement/marquee', { schema: { body: Body } }, async (request) => {
    const { site_id, sort_order } = request.body;
    const data: MarqueeList = { web_announcement_list: announcements.marquee(site_id, languageOf(request), sort_order) };
    return ok(data);
  });
};
