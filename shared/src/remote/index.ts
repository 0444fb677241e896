export type { RemoteProps, RemoteModule, RemoteLocation, RemoteStores, NavigateOptions } from './types.js';
export { defineRemote, type DefineRemoteOptions } from './define-remote.js';
export { useRemoteProps, useRealtimeScope } from './remote-context.js';
export { mountHarness, type HarnessOptions } from './mount-harness.js';
