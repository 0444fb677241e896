// POST /api/releases/:module { version, manifest_url, record } -> new style, the Release: 201 when
// registered, 200 when the very same release was registered already. 409 when that version is
// registered with another manifest_url or record (a release never changes); 400 for a module that
// is no remote, a version that is not semver+build, a manifest_url that is not http(s), a record
// whose remote or version is not the call's. Needs the token of a team that owns the module.
import Type from 'typebox';
import type { RoutePlugin } from '../../http/route-schema.js';
import { releaseTeamOf, RELEASE_SECURITY, requireReleaseToken } from './auth.js';
import { answer, Module, Version } from './schemas.js';

const Params = Type.Object({ module: Module });
const Body = Type.Object({
  version: Version,
  manifest_url: Type.String({
    minLength: 1,
    maxLength: 2048,
    description: "where the release's mf-manifest.json is served (http or https)",
  }),
  // The whole release.json; only the two keys the api checks are named (the others are kept as sent).
  record: Type.Object(
    { remote: Type.String({ maxLength: 64 }), version: Type.String({ maxLength: 128 }) },
    { description: "the release's release.json, as scripts/release.mjs wrote it" },
  ),
});

export const registerReleaseRoute: RoutePlugin = async (app, { services }) => {
  app.post(
    '/releases/:module',
    {
      schema: { tags: ['releases'], security: RELEASE_SECURITY, params: Params, body: Body },
      onRequest: requireReleaseToken(services, 'own'),
    },
    async (request, reply) => {
      const { version, manifest_url, record } = request.body;
      const outcome = services.releases.register(
        request.params.module,
        { version, manifest_url, record: record as Record<string, unknown> },
        releaseTeamOf(request),
      );
      return answer(reply, outcome);
    },
  );
};
