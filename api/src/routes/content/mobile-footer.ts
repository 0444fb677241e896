// POST /api/arks/web/web-mobile-footer { site_id, template } -> new style, data: MobileFooterEntry[]
// (the mobile bottom navigation of that template). 'pc' has none; legacy names are resolved.
import Type from 'typebox';
import { DESKTOP_TEMPLATE, toMobileTemplate } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import { sendContent } from './cached-content.js';
import { siteNotFound, TemplateName, type ContentRoutePlugin } from './schemas.js';

const Body = Type.Object({ site_id: SiteId, template: TemplateName });

export const mobileFooterRoute: ContentRoutePlugin = async (app, options) => {
  const { content } = options;
  app.post('/arks/web/web-mobile-footer', { schema: { body: Body } }, async (request, reply) => {
    const { site_id, template } = request.body;
    return sendContent(request, reply, options, ['/arks/web/web-mobile-footer', site_id, template], () => {
      if (!content.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
      const mobile = template === DESKTOP_TEMPLATE ? null : toMobileTemplate(template);
      return ok(mobile ? content.mobileFooter(site_id, mobile) : []);
    });
  });
};
