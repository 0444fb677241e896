// The run-time remote registry: the brand's module list decides which remotes exist.
// Enabled modules are registered with the federation runtime by their manifest URL;
// a disabled or unknown module cannot be loaded at all, so its routes and entry points go.
import { REMOTES_MANIFEST, type RemotesManifest, type SiteModule } from '@croupier/shared';
import type { RemoteRegistry } from '../services/services.js';
import { federationNames, remoteId } from './constants.js';
import type { ReleaseHealth } from './release-health.js';
import { loadedReleases } from './release-visitor.js';

/** The slice of `@module-federation/enhanced/runtime` the shell uses (injected, so tests fake it). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[]): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** Remotes the manifest of remotes does not name are not registered: the shell cannot know their federation name. */
export function createRemoteRegistry(
  modules: SiteModule[],
  runtime: FederationRuntime,
  manifest: RemotesManifest = REMOTES_MANIFEST,
  health?: Pick<ReleaseHealth, 'settled'>,
): RemoteRegistry {
  const names = federationNames(manifest);
  const registered = modules.flatMap((m) => {
    const name = names.get(m.name);
    return m.enabled && name && m.manifest_url ? [{ module: m.name, name, entry: m.manifest_url }] : [];
  });
  const enabled = new Set(registered.map((r) => r.module));
  runtime.registerRemotes(registered.map(({ name, entry }) => ({ name, entry })));
  // One load per exposed module, shared by whoever asks while it is on its way (the boot's early
  // start and the slot that mounts it); a failed one is forgotten, so a retry loads again.
  const loads = new Map<string, Promise<unknown>>();

  return {
    isEnabled: (module) => enabled.has(module),
    settled: (module, load, failed) => health?.settled(module, load, failed),
    releases: loadedReleases(modules),
    load(module, expose) {
      if (!enabled.has(module)) return Promise.reject(new Error(`${module} is not enabled for this site`));
      const id = remoteId(module, expose, names);
      const known = loads.get(id);
      if (known) return known;
      const loading = (async () => {
        const exposed = await runtime.loadRemote<unknown>(id);
        if (exposed === null || exposed === undefined) throw new Error(`${id} could not be loaded`);
        return exposed;
      })();
      loads.set(id, loading);
      loading.catch(() => loads.delete(id));
      return loading;
    },
  };
}
