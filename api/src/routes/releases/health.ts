// POST /api/arks/web/site/release-health { site_id, reports: [{ module, version, loads, failures }] }
// -> new style, HealthAnswer: the reports counted, those ignored (a version that is not the
// site's stable or canary of that remote: a tab older than the live map) with why, and the
// canaries they rolled back. Public (visitors' browsers send it, no token nor session) and
// limited to RATE_LIMIT_PER_MINUTE per address; 400 for a report with more failures than loads
// (nothing counted), 404 for an unknown site. A rollback empties the read cache's 'site' topic, so
// the next site detail names the stable (docs/releasing.md "The canary guard").
import type { ReleaseHealthRequest } from '@croupier/shared/contracts';
import Type from 'typebox';
import { exactValidator } from '../../http/exact-validator.js';
import { rateLimited } from '../../http/route-options.js';
import { satisfiesWire, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { answer, Module, Version } from './schemas.js';

/** The most reports one call takes, and the most loads one report counts. */
export const HEALTH_REPORTS_MAX = 16;
export const HEALTH_LOADS_MAX = 1000;

const Count = (description: string) => Type.Integer({ minimum: 0, maximum: HEALTH_LOADS_MAX, description });

const Body = satisfiesWire<ReleaseHealthRequest>()(
  Type.Object({
    site_id: SiteId,
    reports: Type.Array(
      Type.Object({
        module: Module,
        version: Version,
        loads: Count('loads of that release since the last report'),
        failures: Count('of those loads, the ones that failed (at most loads)'),
      }),
      { minItems: 1, maxItems: HEALTH_REPORTS_MAX },
    ),
  }),
);

export const releaseHealthRoute: RoutePlugin = async (app, { config, services }) => {
  app.post(
    '/arks/web/site/release-health',
    // exactValidator: a count must be sent as a number; the default validator would read null as 0.
    { schema: { tags: ['releases'], body: Body }, validatorCompiler: exactValidator, config: rateLimited(config) },
    async (request, reply) => {
      const { site_id, reports } = request.body;
      const outcome = services.releaseHealth.report(site_id, reports);
      // The site detail names each placed remote's stable: the next page load leaves the canary.
      if (outcome.ok && outcome.value.rolled_back.length > 0) services.readCache.invalidate('site');
      return answer(reply, outcome);
    },
  );
};
