// POST /api/sites/:site_id/releases/:module { action, version?, percent?, expected_revision, reason }
// -> new style, the site's new LiveEntry for the module.
//   promote  { version }          the stable becomes version, any canary ends;
//   canary   { version, percent } version serves percent (1-99) of the visitors beside the stable;
//   rollback {}                   ends the canary, or else goes back to the stable before this one.
// A compare-and-set: expected_revision is the revision the caller read (null: the site had no entry
// for the module); 409 "conflict: the live map changed (revision N)" when it is not the current
// one, and nothing is written. 409 too when the action has nothing to do; 404 for an unknown site
// or a version not registered for the module; 400 for input the action cannot take. Needs the
// token of a team that owns the module; the change is recorded with that team and the reason.
import Type from 'typebox';
import { StringIn, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { releaseTeamOf, RELEASE_SECURITY, requireReleaseToken } from './auth.js';
import { answer, Module, Version } from './schemas.js';

const Params = Type.Object({ site_id: SiteId, module: Module });
const Body = Type.Object({
  action: StringIn(['promote', 'canary', 'rollback'] as const),
  version: Type.Optional(Version),
  percent: Type.Optional(Type.Integer({ minimum: 1, maximum: 99, description: "the canary's share of visitors" })),
  // Null first: the validator coerces types, and would read a null as the integer 0.
  expected_revision: Type.Union([Type.Null(), Type.Integer({ minimum: 1 })], {
    description: 'the revision of the entry the caller read; null when the site had none for the module',
  }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});

export const changeLiveMapRoute: RoutePlugin = async (app, { services }) => {
  app.post(
    '/sites/:site_id/releases/:module',
    {
      schema: { tags: ['releases'], security: RELEASE_SECURITY, params: Params, body: Body },
      onRequest: requireReleaseToken(services, 'own'),
    },
    async (request, reply) => {
      const { site_id, module } = request.params;
      const outcome = services.liveMap.change(site_id, module, request.body, releaseTeamOf(request));
      // The site detail names each placed remote's stable manifest: the next page load gets the change.
      if (outcome.ok) services.readCache.invalidate('site');
      return answer(reply, outcome);
    },
  );
};
