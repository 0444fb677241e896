// useLauncher(): how pages, the demo modals, the sport iframe and the carousel's game banners
// start games. The controller loads on intent (launcher-loader.ts); a launch before it has loaded
// opens its window in the click and runs once it has.
import { useRemoteProps, useStore } from '@croupier/shared';
import { useMemo } from 'react';
import { createStore } from 'zustand';
import { launchBeforeLoad, launcherServices, useLoadedLauncher } from './launcher-loader.js';
import type { Launcher } from './types.js';

/** Before the controller: nothing is starting or quitting. */
const IDLE = createStore(() => ({ starting: false, quitting: false }));

export function useLauncher(): Launcher {
  const props = useRemoteProps();
  const module = useLoadedLauncher();
  const controller = module ? module.launcherFor(launcherServices(props)) : null;
  const busy = useStore(controller?.machine.store ?? IDLE, (s) => s.starting || s.quitting);
  // The same functions while the props are (the carousel's bus listener is not made again each render).
  const early = useMemo(
    () => ({
      launch: (target: Parameters<Launcher['launch']>[0]) => launchBeforeLoad(props, { kind: 'real', target }),
      launchDemo: (game: Parameters<Launcher['launchDemo']>[0]) => launchBeforeLoad(props, { kind: 'demo', game }),
    }),
    [props],
  );
  if (controller) return { launch: controller.launch, launchDemo: controller.launchDemo, busy };
  return { ...early, busy };
}
