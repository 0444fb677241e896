// POST /api/arks/web/site/detail { site_id } -> new style, data: SiteDetail.
import Type from 'typebox';
import { ApiCode } from '../http/api-codes.js';
import { fail, ok } from '../http/respond.js';
import { SiteId, type RoutePlugin } from '../http/route-schema.js';

const Body = Type.Object({ site_id: SiteId });

export const siteDetailRoute: RoutePlugin = async (app, { services }) => {
  app.post('/arks/web/site/detail', { schema: { body: Body } }, async (request) => {
    const detail = services.sites.detail(request.body.site_id);
    return detail ? ok(detail) : fail(ApiCode.notFound, `Site ${request.body.site_id} not found`);
  });
};
