// POST /api/dev/marquee { site_id?, items: [{ title, content, sort? }] } — development only
// (CROUPIER_DEV_ROUTES=1; in production the operator's back office). Replaces the marquee in one
// transaction: the announcements in it leave it (they stay announcements), the items become new
// announcements with display_marquee 1 and display_before_login 1 (the news can open them).
// title/content: a string (English) or {language: text}. { ids }; unknown language 400, unknown site 404.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId } from '../../http/route-schema.js';
import { badRequest } from '../auth/check-body.js';
import { byLanguage, Texts } from './dev-texts.js';
import { siteNotFound, type PromotionsContentRoutePlugin } from './options.js';

const Body = Type.Object({
  site_id: Defaulted(SiteId, '1'),
  items: Type.Array(
    Type.Object({
      title: Texts(200),
      content: Texts(20_000),
      sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    }),
    { maxItems: 20 },
  ),
});

export const devMarqueeRoute: PromotionsContentRoutePlugin = async (app, { services, announcements }) => {
  app.post('/dev/marquee', { schema: { body: Body } }, async (request, reply) => {
    const { site_id, items } = request.body;
    const rows = [];
    for (const [i, item] of items.entries()) {
      const title = byLanguage(item.title);
      const content = byLanguage(item.content);
      if (!title || !content) return badRequest(reply, `items[${i}]: unknown language code`);
      rows.push({
        title,
        content,
        sort: item.sort ?? i + 1,
        display_before_login: 1 as const,
        display_after_login: 0 as const,
      });
    }
    if (!services.sites.detail(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
    const ids = announcements.replaceMarquee(site_id, rows);
    services.readCache.invalidate('content');
    return ok({ ids });
  });
};
