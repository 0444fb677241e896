// The Module Federation runtime itself (a chunk of its own, see federation-runtime.ts): the shell's
// instance with the remotes of the site's module list and the shell's shared singletons, and the
// runtime handed to the remotes, whose production builds carry none (remote-runtime.ts).
import { init } from '@module-federation/enhanced/runtime';
import { corsPreloads } from './cors-preloads.js';
import { yieldBetweenLoadSteps } from './load-step-yields.js';
import { provideRemoteRuntime } from './remote-runtime.js';
import { sharedOption, type SharedVersion } from './shared-modules.js';

declare const __SHARED_VERSIONS__: Record<string, SharedVersion>;

/** 'mf_games/app' -> the remote's name and the expose. */
const splitId = (id: string) => ({ name: id.slice(0, id.indexOf('/')), expose: id.slice(id.indexOf('/') + 1) });

export function startFederation(remotes: { name: string; entry: string }[]) {
  provideRemoteRuntime();
  // This instance, not the runtime module's current one: each remote's init makes its own current.
  const instance = init({
    name: __FEDERATION_NAME__,
    remotes,
    shared: sharedOption(__SHARED_VERSIONS__),
    plugins: [corsPreloads(), yieldBetweenLoadSteps()],
  });
  return {
    registerRemotes: (more: { name: string; entry: string }[]) => instance.registerRemotes(more),
    loadRemote: <T>(id: string) => {
      // A load goes manifest, then remoteEntry.js, then the expose's files. Once the manifest is in,
      // the preload asks for remoteEntry.js and the expose's files at once (link rel=preload, which
      // the loads then use), so they do not wait for each other. A failed preload changes nothing.
      const { name, expose } = splitId(id);
      instance.preloadRemote([{ nameOrAlias: name, exposes: [expose] }]).catch(() => undefined);
      return instance.loadRemote<T>(id);
    },
  };
}
