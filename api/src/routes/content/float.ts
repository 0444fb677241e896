// POST /api/arks/web/float { site_id } -> new style, data: FloatEntry[] (the floating side buttons).
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteBody, siteNotFound, type ContentRoutePlugin } from './schemas.js';
import { sendContent } from './cached-content.js';

export const floatRoute: ContentRoutePlugin = async (app, options) => {
  const { content } = options;
  app.post('/arks/web/float', { schema: { body: SiteBody } }, async (request, reply) => {
    const { site_id } = request.body;
    return sendContent(request, reply, options, ['/arks/web/float', site_id], () =>
      content.siteExists(site_id) ? ok(content.floats(site_id)) : fail(ApiCode.notFound, siteNotFound(site_id)),
    );
  });
};
