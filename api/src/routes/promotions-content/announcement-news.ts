// POST /api/arks/web/announcement/news { site_id, page, count } -> new style AnnouncementList: the
// site's announcements shown before login (display_before_login 1), newest first (created_at, then
// sort), in the `lang` header's language (else en_US). Public; count 1-50. Served from memory
// (topic 'content') until the console changes the marquee or the announcements.
import Type from 'typebox';
import type { NewsListPayload } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { sendContent } from '../content/cached-content.js';
import { languageOf, type PromotionsContentRoutePlugin } from './options.js';

const Body = satisfiesWire<NewsListPayload>()(
  Type.Object({
    site_id: SiteId,
    page: Type.Integer({ minimum: 1, maximum: 100_000 }),
    count: Type.Integer({ minimum: 1, maximum: 50 }),
  }),
);

export const announcementNewsRoute: PromotionsContentRoutePlugin = async (app, options) => {
  const { announcements } = options;
  app.post('/arks/web/announcement/news', { schema: { body: Body } }, async (request, reply) => {
    const { site_id, page, count } = request.body;
    const language = languageOf(request);
    return sendContent(
      request,
      reply,
      options,
      ['/arks/web/announcement/news', site_id, page, count, language],
      () => ok(announcements.beforeLogin(site_id, language, page, count)),
      'lang',
    );
  });
};
