// POST /api/arks/web/float { site_id } -> new style, data: FloatEntry[] (the floating side buttons).
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteBody, siteNotFound, type ContentRoutePlugin } from './schemas.js';

export const floatRoute: ContentRoutePlugin = async (app, { content }) => {
  app.post('/arks/web/float', { schema: { body: SiteBody } }, async ({ body }) =>
    content.siteExists(body.site_id) ? ok(content.floats(body.site_id)) : fail(ApiCode.notFound, siteNotFound(body.site_id)),
  );
};
