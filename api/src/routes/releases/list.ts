// GET /api/releases/:module?limit= -> new style, Release[]: the module's registered releases,
// newest first, at most `limit` (default RELEASE_LIST_LIMIT). Any team's release token; 400 for a
// module that is no remote.
import Type from 'typebox';
import { ok } from '../../http/respond.js';
import { Defaulted, type RoutePlugin } from '../../http/route-schema.js';
import { RELEASE_LIST_LIMIT } from '../../services/releases/index.js';
import { RELEASE_SECURITY, requireReleaseToken } from './auth.js';
import { Module } from './schemas.js';

const Params = Type.Object({ module: Module });
const Query = Type.Object({ limit: Defaulted(Type.Integer({ minimum: 1, maximum: 500 }), RELEASE_LIST_LIMIT) });

export const listReleasesRoute: RoutePlugin = async (app, { services }) => {
  app.get(
    '/releases/:module',
    {
      schema: { tags: ['releases'], security: RELEASE_SECURITY, params: Params, querystring: Query },
      onRequest: requireReleaseToken(services, 'read'),
    },
    async (request) => ok(services.releases.list(request.params.module, request.query.limit)),
  );
};
