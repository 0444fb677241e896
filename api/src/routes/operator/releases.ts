// Releases in the console (docs/operators.md "Releases"; the model is docs/releasing.md): the same
// registry and live maps as the release tokens' routes, as an operator.
//   GET  /api/operator/releases/:module?limit=            releases.read: the module's registered releases
//   GET  /api/operator/sites/:site_id/releases            releases.read: live map, health per release, changes
//   POST /api/operator/sites/:site_id/releases/:module    releases.change: promote, canary, rollback
//   POST /api/operator/sites/:site_id/releases/:module/override   releases.change: a link for one browser
// A change is recorded in the live map's record with actor `operator:<account>`, and in the audit log.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import { OVERRIDE_MINUTES, OVERRIDE_QUERY, RELEASE_LIST_LIMIT, type LiveEntry } from '../../services/releases/index.js';
import { answer, Module, Version } from '../releases/schemas.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, operatorOf, siteParam } from './guard.js';

const ModuleParams = Type.Object({ module: Module });
const SiteModuleParams = Type.Object({ site_id: SiteId, module: Module });
const ChangeBody = Type.Object({
  action: StringIn(['promote', 'canary', 'rollback'] as const),
  version: Type.Optional(Version),
  percent: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
  expected_revision: Type.Union([Type.Null(), Type.Integer({ minimum: 1 })]),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});
const OverrideBody = Type.Object({
  version: Version,
  minutes: Defaulted(
    Type.Integer({ minimum: OVERRIDE_MINUTES.min, maximum: OVERRIDE_MINUTES.max }),
    OVERRIDE_MINUTES.default,
  ),
});

export const operatorReleasesRoutes: RoutePlugin = async (app, { services }) => {
  const { releases, liveMap, audit } = services;
  const site = { site: siteParam };

  app.get(
    '/operator/releases/:module',
    {
      schema: {
        tags: ['operator'],
        security: OPERATOR_SECURITY,
        params: ModuleParams,
        querystring: Type.Object({ limit: Defaulted(Type.Integer({ minimum: 1, maximum: 500 }), RELEASE_LIST_LIMIT) }),
      },
      ...operatorGuard(services, 'releases.read'),
    },
    async (request, reply) => {
      if (!releases.isReleased(request.params.module))
        return reply
          .code(400)
          .send(fail(ApiCode.invalidRequest, `'${request.params.module.slice(0, 64)}' has no releases`));
      return ok(releases.list(request.params.module, request.query.limit));
    },
  );

  app.get(
    '/operator/sites/:site_id/releases',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: Type.Object({ site_id: SiteId }) },
      ...operatorGuard(services, 'releases.read', site),
    },
    async (request, reply) => {
      const map = liveMap.map(request.params.site_id);
      if (!map) return reply.code(404).send(fail(ApiCode.notFound, `site '${request.params.site_id}' not found`));
      return ok(map);
    },
  );

  app.post(
    '/operator/sites/:site_id/releases/:module',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteModuleParams, body: ChangeBody },
      ...operatorGuard(services, 'releases.change', site),
    },
    async (request, reply) => {
      const { site_id, module } = request.params;
      const actor = `operator:${operatorOf(request).account}`;
      const outcome = audit.run(actorOf(request), () => {
        const before = liveMap.map(site_id)?.modules.find((m) => m.module === module) ?? null;
        const result = liveMap.change(site_id, module, request.body, actor);
        const pick = (e: Pick<LiveEntry, 'stable' | 'canary' | 'canary_percent' | 'revision'> | null) =>
          e && { stable: e.stable, canary: e.canary, canary_percent: e.canary_percent, revision: e.revision };
        return {
          result,
          change: result.ok
            ? {
                site_id,
                action: `release.${request.body.action}`,
                target: module,
                before: pick(before),
                after: { ...pick(result.value), reason: request.body.reason },
              }
            : null,
        };
      });
      if (outcome.ok) services.readCache.invalidate('site');
      return answer(reply, outcome);
    },
  );

  app.post(
    '/operator/sites/:site_id/releases/:module/override',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: SiteModuleParams, body: OverrideBody },
      ...operatorGuard(services, 'releases.change', site),
    },
    async (request, reply) => {
      const { site_id, module } = request.params;
      const { version, minutes } = request.body;
      const outcome = services.releaseOverrides.issue({ site_id, module, version, minutes });
      if (!outcome.ok) return answer(reply, outcome);
      const { token, expires_at } = outcome.value;
      // The link changes nothing stored, but who put a browser on which release is worth keeping.
      audit.run(actorOf(request), () => ({
        result: null,
        change: { site_id, action: 'release.override', target: module, before: null, after: { version, expires_at } },
      }));
      return ok({ token, expires_at, query: `${OVERRIDE_QUERY}=${token}` });
    },
  );
};
