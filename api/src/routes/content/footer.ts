// POST /api/arks/web/footer { site_id } -> new style, data: FooterGroup[] (titled groups of
// links, texts per language, optional operator HTML).
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteBody, siteNotFound, type ContentRoutePlugin } from './schemas.js';

export const footerRoute: ContentRoutePlugin = async (app, { content }) => {
  app.post('/arks/web/footer', { schema: { body: SiteBody } }, async ({ body }) =>
    content.siteExists(body.site_id) ? ok(content.footer(body.site_id)) : fail(ApiCode.notFound, siteNotFound(body.site_id)),
  );
};
