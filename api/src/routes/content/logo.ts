// POST /api/web/logo { site_id } -> new style, data: LogoEntry[] (one per device: pc, mobile).
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteBody, siteNotFound, type ContentRoutePlugin } from './schemas.js';

export const logoRoute: ContentRoutePlugin = async (app, { content }) => {
  app.post('/web/logo', { schema: { body: SiteBody } }, async ({ body }) =>
    content.siteExists(body.site_id) ? ok(content.logos(body.site_id)) : fail(ApiCode.notFound, siteNotFound(body.site_id)),
  );
};
