// The remotes the page being opened will mount, started by the boot as soon as the site's module
// list is known (Largest Contentful Paint): their manifest, entry and code then load while the shell renders,
// instead of after its first commit, when each slot's effect would ask. The slots find the load
// under way (the registry keeps it). Where they are mounted: the route's remote (app-routes.tsx),
// the home page's lists and banners (home-page.tsx, home-banners-slot.tsx), the site-wide parcels
// (shell-layout.tsx). A page this list misses still loads, from each slot's effect.
import type { ModuleName } from '@croupier/shared';
import type { RemoteExpose } from '../remotes/constants.js';
import type { RemoteRegistry } from '../services/services.js';
import { REMOTE_ROUTES, routeOf, type RemoteRoute } from './remote-routes.js';

export type PageRemote = readonly [ModuleName, RemoteExpose];

/** @param path the locale-free path */
export function pageRemotes(
  path: string,
  isLoggedIn: boolean,
  routes: readonly RemoteRoute[] = REMOTE_ROUTES,
): PageRemote[] {
  const remotes: PageRemote[] = [];
  if (path === '/') remotes.push(['mf-promotions', 'home-banners'], ['mf-games', 'app']);
  else {
    const route = routeOf(path, routes);
    // A guest on a members' page is sent to log in: that page's remote is not what shows.
    if (route && (route.access !== 'member' || isLoggedIn)) remotes.push([route.module, 'app']);
  }
  if (isLoggedIn) remotes.push(['mf-member-center', 'member-services']);
  remotes.push(['mf-promotions', 'site-promotions']);
  return remotes;
}

/** Starts loading them; a failure is the slot's to show (it asks again), not the boot's. */
export function startPageRemotes(registry: RemoteRegistry, path: string, isLoggedIn: boolean): void {
  for (const [module, expose] of pageRemotes(path, isLoggedIn)) {
    if (registry.isEnabled(module)) registry.load(module, expose).catch(() => undefined);
  }
}
