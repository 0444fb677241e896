// Releases of the remotes (docs/releasing.md): the registry a team registers its releases in,
// and each site's live map with its record. Every call takes a release token (auth.ts), not a
// member's session, but the visitors' reports of release health (health.ts), which are public.
// One file per endpoint in this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { named } from '../../http/plugin-name.js';
import { changeLiveMapRoute } from './change.js';
import { releaseHealthRoute } from './health.js';
import { listReleasesRoute } from './list.js';
import { liveMapRoute } from './live-map.js';
import { overrideReleaseRoute } from './override.js';
import { registerReleaseRoute } from './register.js';

export const releasesRoutes: RoutePlugin = async (api, options) => {
  api.decorateRequest('releaseTeam', null);
  await api.register(named(registerReleaseRoute), options);
  await api.register(named(listReleasesRoute), options);
  await api.register(named(liveMapRoute), options);
  await api.register(named(changeLiveMapRoute), options);
  await api.register(named(overrideReleaseRoute), options);
  await api.register(named(releaseHealthRoute), options);
};
