// POST /api/arks/web/help/detail { site_id, id, language? } -> new style, data: HelpPageDetail.
// An id outside the faq ids, or a page the site has not written: code 404 (HTTP 200).
import Type from 'typebox';
import { DEFAULT_LOCALE, isFaqId } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Language, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import type { HelpPages } from '../../services/promotions/index.js';

const Body = Type.Object({
  site_id: SiteId,
  id: Type.Integer({ minimum: 1, maximum: 999 }),
  language: Type.Optional(Language),
});

export function helpDetailRoute(helpPages: HelpPages): RoutePlugin {
  return async (app) => {
    app.post('/arks/web/help/detail', { schema: { body: Body } }, async (request) => {
      const { site_id, id, language = DEFAULT_LOCALE } = request.body;
      const page = isFaqId(id) ? helpPages.detail(site_id, id, language) : null;
      return page ? ok(page) : fail(ApiCode.notFound, `Help page ${id} not found`);
    });
  };
}
