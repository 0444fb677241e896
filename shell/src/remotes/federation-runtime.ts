// The shell's Module Federation runtime, loaded with the first remote the page asks for, not
// before the shell's first render (~25 KB gzip and its start-up kept off every page's first
// render). Remotes are registered at boot and handed to the runtime when it starts. Only bootstrap
// uses this; tests inject fakes of FederationRuntime.
import { yieldToMain } from '../services/yield-to-main.js';
import type { FederationRuntime } from './registry.js';

type Remote = Parameters<FederationRuntime['registerRemotes']>[0][number];
type Started = Pick<FederationRuntime, 'loadRemote'> & { registerRemotes(remotes: Remote[]): void };

export function lazyFederationRuntime(start: (remotes: Remote[]) => Promise<Started>): FederationRuntime {
  const remotes: Remote[] = [];
  let started: Promise<Started> | null = null;
  const runtime = () => (started ??= start([...remotes]));
  return {
    registerRemotes(more) {
      remotes.push(...more);
      if (started) void started.then((instance) => instance.registerRemotes(more));
    },
    loadRemote: (id) => runtime().then((instance) => instance.loadRemote(id)),
  };
}

// The runtime's evaluation and its start (the instance, the share scope, the first loads) are two
// tasks: together they would be one of a phone's longest (Total Blocking Time).
export const federationRuntime: FederationRuntime = lazyFederationRuntime(async (remotes) => {
  const { startFederation } = await import(/* webpackChunkName: "federation" */ './federation-instance.js');
  await yieldToMain();
  return startFederation(remotes);
});
