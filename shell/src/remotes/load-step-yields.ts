// The federation runtime's work for a load goes on in tasks of its own at two steps. Once the
// load's manifest is in: every load waiting for the same manifest (the preload and the load of an
// expose, a remote's two exposes on the home page) would otherwise go on in the one task that
// receives it. Once the list of the expose's files is made (a semver check of every module the
// remote shares, 5-6 ms on this host): the <link>s and <script>s for them (8-10 ms) come in the
// next task. Either step, left in the task before it, would make one of a phone's longest tasks at
// boot (Total Blocking Time).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../services/yield-to-main.js';

export function yieldBetweenLoadSteps(yielding: () => Promise<void> = yieldToMain): ModuleFederationRuntimePlugin {
  return {
    name: 'croupier-yield-between-load-steps',
    async afterLoadSnapshot(args) {
      await yielding();
      return args;
    },
    // Runs after the runtime's own plugin has made the list; returning nothing keeps that list
    // (the runtime's AsyncHook keeps the previous value, which the hook's type does not say).
    generatePreloadAssets: (async () => {
      await yielding();
    }) as unknown as NonNullable<ModuleFederationRuntimePlugin['generatePreloadAssets']>,
  };
}
