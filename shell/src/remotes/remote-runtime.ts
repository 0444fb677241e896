// The federation runtime the remotes run on. Their production builds carry none of it: they read
// the runtime core from globalThis._FEDERATION_RUNTIME_CORE (experiments.externalRuntime) and the
// bundler runtime (the webpack side: sharing, consumes, the container's init) from
// globalThis._FEDERATION_BUNDLER_RUNTIME (build/webpack.factory.cjs), so a remoteEntry.js is its
// container and webpack's own glue (~3.6 KB gzip instead of ~8). The core is, like
// @module-federation/inject-external-runtime-core-plugin (experiments.provideExternalRuntime), only
// the names a remote's bundler runtime reads, not the whole namespace; a production remote that
// carries a bundler runtime of its own reads it too. A new @module-federation/enhanced may read more:
// e2e singletons and every remote test in a browser would fail on a missing one.
//
// The bundler runtime brings @module-federation/runtime, whose init() makes each new instance (a
// remote's) the module's current one: the shell keeps the instance its own init returned and
// calls that (federation-instance.ts), never the module's loadRemote.
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import federation from '@module-federation/webpack-bundler-runtime';

export const REMOTE_RUNTIME_CORE = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export function provideRemoteRuntime(): void {
  const global = CurrentGlobal as { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_BUNDLER_RUNTIME?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= REMOTE_RUNTIME_CORE;
  global._FEDERATION_BUNDLER_RUNTIME ??= federation;
}
