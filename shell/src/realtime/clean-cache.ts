// app_clean_cache (spec 01 §4): the operator asks this member's pages to start clean: log out,
// drop every cached answer and stored value, then load the page again from the server.
import type { QueryClient } from '@tanstack/react-query';
import type { Logout } from '../services/services.js';
import { CHUNK_RELOAD_AT_KEY } from '../version/constants.js';

/** Kept through a clean: the guard that stops a reload loop (version/chunk-reload.ts). */
export const KEPT_SESSION_KEYS: readonly string[] = [CHUNK_RELOAD_AT_KEY];

export interface CleanCacheDeps {
  logout: Logout;
  queryClient: QueryClient;
  local: Storage;
  session: Storage;
  /** CacheStorage when the browser has one (service-worker caches). */
  caches?: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
  reload(): void;
}

function clearStorage(storage: Storage, keep: readonly string[]) {
  const kept = keep.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}

export async function cleanCacheAndReload(deps: CleanCacheDeps): Promise<void> {
  try {
    await deps.logout({ reason: 'clean-cache' });
  } finally {
    deps.queryClient.clear();
    try {
      clearStorage(deps.local, []);
      clearStorage(deps.session, KEPT_SESSION_KEYS);
      if (deps.caches) await Promise.all((await deps.caches.keys()).map((name) => deps.caches!.delete(name)));
    } catch (error) {
      console.warn('[shell] clean cache: some storage could not be cleared', error);
    }
    deps.reload();
  }
}
