// The release health of remotes/release-health.ts, asked only on a site whose live map places a
// remote: a site without releases loads none of its code. Calls made while its chunk is on its
// way are kept, in order, and counted once it is in.
import type { SiteModule } from '@croupier/shared';
import type { ReleaseHealth } from './release-health.js';

export function releaseHealthFor(
  siteId: string,
  modules: readonly SiteModule[],
  doFetch?: typeof fetch,
): Pick<ReleaseHealth, 'settled'> | undefined {
  if (!modules.some((m) => m.release)) return undefined;
  const health = import('./release-health.js').then(({ createReleaseHealth, sendReleaseHealth }) =>
    createReleaseHealth({ siteId, modules, send: (body, keepalive) => sendReleaseHealth(body, keepalive, doFetch) }),
  );
  return {
    settled(module, load, failed) {
      health.then(
        (h) => h.settled(module, load, failed),
        () => {
          // Its chunk did not load: these loads go uncounted, as a lost report would.
        },
      );
    },
  };
}
