// The run-time remote registry: the brand's module list decides which remotes exist.
// Enabled modules are registered with the federation runtime by their manifest URL;
// a disabled or unknown module cannot be loaded at all, so its routes and entry points go.
import type { ModuleName, SiteModule } from '@croupier/shared';
import { FEDERATION_NAMES, remoteId, type RemoteExpose } from './constants.js';

/** The slice of `@module-federation/enhanced/runtime` the shell uses (injected, so tests fake it). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[]): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteRegistry {
  isEnabled(module: ModuleName): boolean;
  /** Resolves the exposed module (what the remote's `./app` etc. exports). Failures are not cached: a retry loads again. */
  load(module: ModuleName, expose: RemoteExpose): Promise<unknown>;
}

export function createRemoteRegistry(modules: SiteModule[], runtime: FederationRuntime): RemoteRegistry {
  const enabled = new Set(
    modules.filter((m) => m.enabled && m.name in FEDERATION_NAMES && m.manifest_url).map((m) => m.name),
  );
  runtime.registerRemotes(
    modules
      .filter((m) => enabled.has(m.name))
      .map((m) => ({ name: FEDERATION_NAMES[m.name], entry: m.manifest_url })),
  );
  const loaded = new Map<string, unknown>();

  return {
    isEnabled: (module) => enabled.has(module),
    async load(module, expose) {
      if (!enabled.has(module)) throw new Error(`${module} is not enabled for this site`);
      const id = remoteId(module, expose);
      if (loaded.has(id)) return loaded.get(id);
      const exposed = await runtime.loadRemote<unknown>(id);
      if (exposed === null || exposed === undefined) throw new Error(`${id} could not be loaded`);
      loaded.set(id, exposed);
      return exposed;
    },
  };
}
