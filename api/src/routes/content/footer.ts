// POST /api/arks/web/footer { site_id } -> new style, data: FooterGroup[] (titled groups of
// links, texts per language, optional operator HTML).
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteBody, siteNotFound, type ContentRoutePlugin } from './schemas.js';
import { sendContent } from './cached-content.js';

export const footerRoute: ContentRoutePlugin = async (app, options) => {
  const { content } = options;
  app.post('/arks/web/footer', { schema: { body: SiteBody } }, async (request, reply) => {
    const { site_id } = request.body;
    return sendContent(request, reply, options, ['/arks/web/footer', site_id], () =>
      content.siteExists(site_id) ? ok(content.footer(site_id)) : fail(ApiCode.notFound, siteNotFound(site_id)),
    );
  });
};
