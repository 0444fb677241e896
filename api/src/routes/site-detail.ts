// POST /api/arks/web/site/detail { site_id, bucket?, overrides? } -> new style, data: SiteDetail.
// `bucket` and `overrides` say which release of each placed remote the visitor gets
// (services/sites/sites.ts): a verified override token of this site puts this browser on its
// release; a forged, expired or other site's token is ignored.
import { MAX_RELEASE_OVERRIDES, RELEASE_BUCKETS } from '@croupier/shared/contracts';
import Type from 'typebox';
import { ApiCode } from '../http/api-codes.js';
import { sendCached } from '../http/cached-reply.js';
import { fail, ok } from '../http/respond.js';
import { SiteId, type RoutePlugin } from '../http/route-schema.js';
import { OVERRIDE_TOKEN_MAX } from '../services/releases/index.js';

const Body = Type.Object({
  site_id: SiteId,
  bucket: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: RELEASE_BUCKETS - 1,
      description: "the visitor's bucket, kept in the browser",
    }),
  ),
  overrides: Type.Optional(
    Type.Array(Type.String({ maxLength: OVERRIDE_TOKEN_MAX }), {
      maxItems: MAX_RELEASE_OVERRIDES,
      description: 'signed override tokens this browser holds (docs/releasing.md)',
    }),
  ),
});

export const siteDetailRoute: RoutePlugin = async (app, { services }) => {
  // The same answer for every visitor of a bucket (from the read cache, topic 'site'; the dev site
  // routes and the live map's changes invalidate it). A browser on an override gets its own.
  app.post('/arks/web/site/detail', { schema: { body: Body } }, async (request, reply) => {
    const { site_id, bucket, overrides = [] } = request.body;
    const visitor = bucket === undefined ? {} : { bucket };
    const verified = overrides.flatMap((token) => services.releaseOverrides.verify(token, site_id) ?? []);
    if (verified.length > 0) {
      const detail = services.sites.detail(site_id, { ...visitor, overrides: verified });
      const body = JSON.stringify(detail ? ok(detail) : fail(ApiCode.notFound, `Site ${site_id} not found`));
      reply.header('cache-control', 'no-store');
      return reply.type('application/json; charset=utf-8').send(body);
    }
    const key = JSON.stringify(['site_detail', site_id, bucket ?? null]);
    const cached = services.readCache.answer('site', key, () => {
      const detail = services.sites.detail(site_id, visitor);
      return detail ? ok(detail) : fail(ApiCode.notFound, `Site ${site_id} not found`);
    });
    return sendCached(request, reply, cached);
  });
};
