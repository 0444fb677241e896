// Warms up the remotes a visitor is likely to open next, when the browser is idle.
import { REMOTES_MANIFEST, type ModuleName, type RemotesManifest } from '@croupier/shared';
import type { RemoteRegistry } from '../services/services.js';

type Schedule = (task: () => void) => () => void;

/** Runs `task` when the browser is idle (at the latest after 5 s); returns a cancel function. */
export const whenIdle: Schedule = (task) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 2_000);
  return () => clearTimeout(timer);
};

/**
 * The remotes the manifest marks `preload` for this visitor: guests are likely to browse games
 * and promotions; members to play and open their member centre.
 */
export const likelyNextRemotes = (isLoggedIn: boolean, manifest: RemotesManifest = REMOTES_MANIFEST): ModuleName[] =>
  manifest.remotes.filter((r) => r.preload.includes(isLoggedIn ? 'member' : 'guest')).map((r) => r.name);

/**
 * None on the home page: it is the page a phone on a slow network opens first, and its own
 * remotes (mf-games' lists, mf-promotions' banners) are loading already. The next page warms
 * them up once the visitor has moved on.
 */
export const remotesToPreload = (
  onHomePage: boolean,
  isLoggedIn: boolean,
  manifest: RemotesManifest = REMOTES_MANIFEST,
): ModuleName[] => (onHomePage ? [] : likelyNextRemotes(isLoggedIn, manifest));

/** Returns a cancel function. Failures are ignored here: the slot that needs the remote reports them. */
export function preloadWhenIdle(registry: RemoteRegistry, modules: ModuleName[], schedule: Schedule = whenIdle) {
  if (modules.length === 0) return () => undefined;
  return schedule(() => {
    for (const module of modules) {
      if (registry.isEnabled(module)) registry.load(module, 'app').catch(() => undefined);
    }
  });
}
