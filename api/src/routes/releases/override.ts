// POST /api/sites/:site_id/releases/:module/override { version, minutes? } -> new style,
// { token, expires_at, query }: a signed link that puts ONE browser of the site on that release of
// the remote for `minutes` (1-1440, default 60); `query` is what to append to a page's URL. The
// site's live map and every other visitor are untouched. 404 for an unknown site or a version not
// registered for the module; 400 for bad input. Needs the token of a team that owns the module.
// The api keeps no record of a link (the token holds all there is; release_changes records changes
// of the live map and their revisions): each one issued is logged, with its team.
import Type from 'typebox';
import { ok } from '../../http/respond.js';
import { Defaulted, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { OVERRIDE_MINUTES, OVERRIDE_QUERY } from '../../services/releases/index.js';
import { releaseTeamOf, RELEASE_SECURITY, requireReleaseToken } from './auth.js';
import { answer, Module, Version } from './schemas.js';

const Params = Type.Object({ site_id: SiteId, module: Module });
const Body = Type.Object({
  version: Version,
  minutes: Defaulted(
    Type.Integer({
      minimum: OVERRIDE_MINUTES.min,
      maximum: OVERRIDE_MINUTES.max,
      description: 'how long the link holds',
    }),
    OVERRIDE_MINUTES.default,
  ),
});

export const overrideReleaseRoute: RoutePlugin = async (app, { services }) => {
  app.post(
    '/sites/:site_id/releases/:module/override',
    {
      schema: { tags: ['releases'], security: RELEASE_SECURITY, params: Params, body: Body },
      onRequest: requireReleaseToken(services, 'own'),
    },
    async (request, reply) => {
      const { site_id, module } = request.params;
      const { version, minutes } = request.body;
      const outcome = services.releaseOverrides.issue({ site_id, module, version, minutes });
      if (!outcome.ok) return answer(reply, outcome);
      const { token, expires_at } = outcome.value;
      request.log.info(
        { team: releaseTeamOf(request), site_id, module, version, expires_at },
        'release override link issued',
      );
      return ok({ token, expires_at, query: `${OVERRIDE_QUERY}=${token}` });
    },
  );
};
