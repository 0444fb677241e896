// POST /api/arks/web/announcement/marquee { site_id, sort_field: 'sort', sort_order } -> new style
// MarqueeList: the site's announcements flagged for the marquee (display_marquee 1) by sort in
// that order, then id, in the `lang` header's language (else en_US). Public. Served from memory
// (topic 'content') until the console changes the marquee or the announcements.
import Type from 'typebox';
import type { MarqueeList, MarqueePayload } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import { satisfiesWire, SiteId, StringIn } from '../../http/route-schema.js';
import { sendContent } from '../content/cached-content.js';
import { languageOf, type PromotionsContentRoutePlugin } from './options.js';

const Body = satisfiesWire<MarqueePayload>()(
  Type.Object({
    site_id: SiteId,
    sort_field: StringIn(['sort']),
    sort_order: StringIn(['asc', 'desc']),
  }),
);

export const announcementMarqueeRoute: PromotionsContentRoutePlugin = async (app, options) => {
  const { announcements } = options;
  app.post('/arks/web/announcement/marquee', { schema: { body: Body } }, async (request, reply) => {
    const { site_id, sort_order } = request.body;
    const language = languageOf(request);
    return sendContent(
      request,
      reply,
      options,
      ['/arks/web/announcement/marquee', site_id, sort_order, language],
      () => {
        const data: MarqueeList = { web_announcement_list: announcements.marquee(site_id, language, sort_order) };
        return ok(data);
      },
      'lang',
    );
  });
};
