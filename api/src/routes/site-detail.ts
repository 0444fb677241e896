// POST /api/arks/web/site/detail { site_id, bucket?, overrides? } -> new style, data: SiteDetail.
// `bucket` says which release of a canaried remote the visitor gets (services/sites/sites.ts).
import { RELEASE_BUCKETS } from '@croupier/shared/contracts';
import Type from 'typebox';
import { ApiCode } from '../http/api-codes.js';
import { sendCached } from '../http/cached-reply.js';
import { fail, ok } from '../http/respond.js';
import { SiteId, type RoutePlugin } from '../http/route-schema.js';

const Body = Type.Object({
  site_id: SiteId,
  bucket: Type.Optional(
    Type.Integer({ minimum: 0, maximum: RELEASE_BUCKETS - 1, description: "the visitor's bucket, kept in the browser" }),
  ),
});

export const siteDetailRoute: RoutePlugin = async (app, { services }) => {
  // The same answer for every visitor of a bucket (from the read cache, topic 'site'; the dev site
  // routes and the live map's changes invalidate it).
  app.post('/arks/web/site/detail', { schema: { body: Body } }, async (request, reply) => {
    const { site_id, bucket } = request.body;
    const key = JSON.stringify(['site_detail', site_id, bucket ?? null]);
    const cached = services.readCache.answer('site', key, () => {
      const detail = services.sites.detail(site_id, bucket === undefined ? {} : { bucket });
      return detail ? ok(detail) : fail(ApiCode.notFound, `Site ${site_id} not found`);
    });
    return sendCached(request, reply, cached);
  });
};
