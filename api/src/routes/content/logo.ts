// POST /api/web/logo { site_id } -> new style, data: LogoEntry[] (one per device: pc, mobile).
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteBody, siteNotFound, type ContentRoutePlugin } from './schemas.js';
import { sendContent } from './cached-content.js';

export const logoRoute: ContentRoutePlugin = async (app, options) => {
  const { content } = options;
  app.post('/web/logo', { schema: { body: SiteBody } }, async (request, reply) => {
    const { site_id } = request.body;
    return sendContent(request, reply, options, ['/web/logo', site_id], () =>
      content.siteExists(site_id) ? ok(content.logos(site_id)) : fail(ApiCode.notFound, siteNotFound(site_id)),
    );
  });
};
