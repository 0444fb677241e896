// The real Module Federation runtime; only bootstrap imports this file, tests inject fakes.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './registry.js';

export const federationRuntime: FederationRuntime = {
  registerRemotes: (remotes) => registerRemotes(remotes),
  loadRemote: (id) => loadRemote(id),
};
