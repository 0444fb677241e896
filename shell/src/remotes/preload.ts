// Warms up the remotes a visitor is likely to open next, when the browser is idle.
import type { ModuleName } from '@croupier/shared';
import type { RemoteRegistry } from './registry.js';

type Schedule = (task: () => void) => () => void;

const whenIdle: Schedule = (task) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 2_000);
  return () => clearTimeout(timer);
};

/** Guests are likely to browse games; members are likely to open their member centre. */
export const likelyNextRemotes = (isLoggedIn: boolean): ModuleName[] =>
  isLoggedIn ? ['mf-member-center', 'mf-games'] : ['mf-games', 'mf-promotions'];

/** Returns a cancel function. Failures are ignored here: the slot that needs the remote reports them. */
export function preloadWhenIdle(registry: RemoteRegistry, modules: ModuleName[], schedule: Schedule = whenIdle) {
  return schedule(() => {
    for (const module of modules) {
      if (registry.isEnabled(module)) registry.load(module, 'app').catch(() => undefined);
    }
  });
}
