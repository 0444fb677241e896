// POST /api/arks/web/site/detail { site_id } -> new style, data: SiteDetail.
import Type from 'typebox';
import { ApiCode } from '../http/api-codes.js';
import { sendCached } from '../http/cached-reply.js';
import { fail, ok } from '../http/respond.js';
import { SiteId, type RoutePlugin } from '../http/route-schema.js';

const Body = Type.Object({ site_id: SiteId });

export const siteDetailRoute: RoutePlugin = async (app, { services }) => {
  // The same answer for everyone (from the read cache, topic 'site'; the dev site routes invalidate it).
  app.post('/arks/web/site/detail', { schema: { body: Body } }, async (request, reply) => {
    const { site_id } = request.body;
    const cached = services.readCache.answer('site', JSON.stringify(['site_detail', site_id]), () => {
      const detail = services.sites.detail(site_id);
      return detail ? ok(detail) : fail(ApiCode.notFound, `Site ${site_id} not found`);
    });
    return sendCached(request, reply, cached);
  });
};
