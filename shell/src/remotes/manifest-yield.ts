// Once a load's manifest is in, the federation runtime's work for that load goes on in a task of
// its own: the preload's list of files (with a semver check of every module the remote shares)
// and its <link>s, or the entry's script. Every load waiting for the same manifest (the preload
// and the load of an expose, a remote's two exposes on the home page) otherwise went on in the one
// task that received it, one of a phone's longest at boot (issue 15, TBT).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../services/yield-to-main.js';

export function yieldAfterManifest(yielding: () => Promise<void> = yieldToMain): ModuleFederationRuntimePlugin {
  return {
    name: 'croupier-yield-after-manifest',
    async afterLoadSnapshot(args) {
      await yielding();
      return args;
    },
  };
}
