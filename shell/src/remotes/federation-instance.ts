// The Module Federation runtime itself (a chunk of its own, see federation-runtime.ts): the shell's
// instance with the remotes of the site's module list and the shell's shared singletons, and the
// runtime handed to the remotes, whose production builds carry none (experiments.externalRuntime).
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { provideRuntimeCore } from './runtime-core.js';
import { sharedOption, type SharedVersion } from './shared-modules.js';

declare const __SHARED_VERSIONS__: Record<string, SharedVersion>;

export function startFederation(remotes: { name: string; entry: string }[]) {
  provideRuntimeCore();
  init({ name: __FEDERATION_NAME__, remotes, shared: sharedOption(__SHARED_VERSIONS__) });
  return {
    registerRemotes: (more: { name: string; entry: string }[]) => registerRemotes(more),
    loadRemote: <T>(id: string) => loadRemote<T>(id),
  };
}
