// POST /api/arks/web/web-mobile-footer { site_id, template } -> new style, data: MobileFooterEntry[]
// (the mobile bottom navigation of that template). 'pc' has none; legacy names are resolved.
import type { FastifyPluginAsync } from 'fastify';
import { DESKTOP_TEMPLATE, toMobileTemplate } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { siteId, siteNotFound, templateNames, type ContentRouteOptions } from './schemas.js';

const body = {
  type: 'object',
  required: ['site_id', 'template'],
  properties: { site_id: siteId, template: { type: 'string', enum: templateNames } },
} as const;

export const mobileFooterRoute: FastifyPluginAsync<ContentRouteOptions> = async (app, { content }) => {
  app.post<{ Body: { site_id: string; template: string } }>(
    '/arks/web/web-mobile-footer',
    { schema: { body } },
    async ({ body: { site_id, template } }) => {
      if (!content.siteExists(site_id)) return fail(ApiCode.notFound, siteNotFound(site_id));
      const mobile = template === DESKTOP_TEMPLATE ? null : toMobileTemplate(template);
      return ok(mobile ? content.mobileFooter(site_id, mobile) : []);
    },
  );
};
