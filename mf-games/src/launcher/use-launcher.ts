// useLauncher(): how pages, the demo modals and the sport iframe start games.
import { useStore } from '@croupier/shared';
import { useLaunchController } from './launcher-instance.js';
import type { Launcher } from './types.js';

export function useLauncher(): Launcher {
  const controller = useLaunchController();
  const busy = useStore(controller.machine.store, (s) => s.starting || s.quitting);
  return { launch: controller.launch, launchDemo: controller.launchDemo, busy };
}
