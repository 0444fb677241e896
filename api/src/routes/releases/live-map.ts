// GET /api/sites/:site_id/releases -> new style, LiveMap: per remote the stable release, the
// canary and its percent, the revision; and the site's latest LIVE_MAP_CHANGES changes, newest
// first. 404 for an unknown site. Any team's release token.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { RELEASE_SECURITY, requireReleaseToken } from './auth.js';

const Params = Type.Object({ site_id: SiteId });

export const liveMapRoute: RoutePlugin = async (app, { services }) => {
  app.get(
    '/sites/:site_id/releases',
    {
      schema: { tags: ['releases'], security: RELEASE_SECURITY, params: Params },
      onRequest: requireReleaseToken(services, 'read'),
    },
    async (request, reply) => {
      const map = services.liveMap.map(request.params.site_id);
      if (!map) return reply.code(404).send(fail(ApiCode.notFound, `site '${request.params.site_id}' not found`));
      return ok(map);
    },
  );
};
