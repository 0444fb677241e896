// window.__CROUPIER__: a read-only handle for tests and developers. Nothing here can change state.
import type { Realtime } from '@croupier/shared';

export function installDebugHandle(realtime: Realtime, target: Window = window): void {
  Object.defineProperty(target, '__CROUPIER__', {
    value: Object.freeze({ realtimeState: () => realtime.state() }),
    configurable: true,
    enumerable: false,
    writable: false,
  });
}
