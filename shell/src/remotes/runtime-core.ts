// The runtime the remotes run on: their production builds use experiments.externalRuntime and read
// globalThis._FEDERATION_RUNTIME_CORE. Like @module-federation/inject-external-runtime-core-plugin
// (experiments.provideExternalRuntime), but only the names a remote's bundler runtime reads, not the
// whole namespace. A new @module-federation/enhanced may read more: e2e singletons and every remote
// test in a browser would fail on a missing one.
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

export function provideRuntimeCore(): void {
  const global = CurrentGlobal as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= REMOTE_RUNTIME_CORE;
}
