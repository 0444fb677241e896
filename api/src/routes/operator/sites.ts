// The sites an operator runs (docs/operators.md "Sites"):
//   GET  /api/operator/sites -> { items: [{ site_id, site_name, modules: [{ name, enabled }] }] }, the reader's sites
//   POST /api/operator/sites/:site_id/modules/:module { enabled } -> { name, enabled }
// A module switched off leaves the site detail's list of enabled remotes at once (the read cache is
// dropped), so the site's next page load has none of its routes or entries.
import Type from 'typebox';
import { isRemoteName } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, operatorOf, siteParam } from './guard.js';

const ModuleParams = Type.Object({ site_id: SiteId, module: Type.String({ minLength: 1, maxLength: 64 }) });
const ModuleBody = Type.Object({ enabled: Type.Boolean() });

export const operatorSitesRoutes: RoutePlugin = async (app, { services }) => {
  const { db, operators, audit } = services;
  const sites = db.prepare('SELECT site_id, site_name FROM sites ORDER BY site_id');
  const modules = db.prepare('SELECT name, enabled FROM site_modules WHERE site_id = ? ORDER BY sort, name');
  const moduleOf = db.prepare('SELECT enabled FROM site_modules WHERE site_id = ? AND name = ?');
  const setModule = db.prepare('UPDATE site_modules SET enabled = ? WHERE site_id = ? AND name = ?');

  app.get(
    '/operator/sites',
    { schema: { tags: ['operator'], security: OPERATOR_SECURITY }, ...operatorGuard(services, 'sites.read') },
    async (request) => {
      const reader = operatorOf(request);
      const items = (sites.all() as { site_id: string; site_name: string }[])
        .filter((s) => operators.seesSite(reader, s.site_id))
        .map((s) => ({
          ...s,
          modules: (modules.all(s.site_id) as { name: string; enabled: number }[]).map((m) => ({
            name: m.name,
            enabled: m.enabled === 1,
          })),
        }));
      return ok({ items });
    },
  );

  app.post(
    '/operator/sites/:site_id/modules/:module',
    {
      schema: { tags: ['operator'], security: OPERATOR_SECURITY, params: ModuleParams, body: ModuleBody },
      ...operatorGuard(services, 'sites.modules', { site: siteParam }),
    },
    async (request, reply) => {
      const { site_id, module } = request.params;
      const { enabled } = request.body;
      if (!isRemoteName(module))
        return reply
          .code(400)
          .send(fail(ApiCode.invalidRequest, `'${module.slice(0, 64)}' is no remote of the manifest`));
      const answer = audit.run(actorOf(request), () => {
        const row = moduleOf.get(site_id, module) as { enabled: number } | undefined;
        if (!row) return { result: null, change: null };
        const before = row.enabled === 1;
        if (before !== enabled) setModule.run(enabled ? 1 : 0, site_id, module);
        return {
          result: { name: module, enabled },
          change:
            before === enabled
              ? null
              : { site_id, action: 'site.module', target: module, before: { enabled: before }, after: { enabled } },
        };
      });
      if (!answer) return reply.code(404).send(fail(ApiCode.notFound, `site '${site_id}' has no module ${module}`));
      services.readCache.invalidate('site');
      return ok(answer);
    },
  );
};
