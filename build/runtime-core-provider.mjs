// The shell's Module Federation runtime plugin that hands its runtime to the remotes (built with
// experiments.externalRuntime: they read globalThis._FEDERATION_RUNTIME_CORE). It does what
// @module-federation/inject-external-runtime-core-plugin does (experiments.provideExternalRuntime),
// but provides only the names a remote's bundler runtime reads, not `import * as`: the namespace
// kept all of runtime-core in the shell's main.js (+20 KB gzip before the first render).
// A new @module-federation/enhanced may read more: scripts/size.mjs checks each remoteEntry.js
// against this list (REMOTE_RUNTIME_NAMES).
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

export default function provideRuntimeCore() {
  return {
    name: 'croupier-provide-runtime-core',
    beforeInit(args) {
      CurrentGlobal._FEDERATION_RUNTIME_CORE ??= REMOTE_RUNTIME_CORE;
      return args;
    },
  };
}
