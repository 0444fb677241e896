// The page's one launch controller. A remote's parcels come and go with the routes ('/' and
// '/play' are separate parcels), but this module stays loaded, so a game started on one route is
// still watched (window poll, quit step, quitting timer) on the next one, or while another
// remote's page is shown. A new bus means a new page (or a new test): a new controller.
import { useRemoteProps } from '@croupier/shared';
import { createLaunchController, type LaunchController, type LauncherServices } from './controller.js';
import type { LauncherEnv } from './launch-env.js';
import { launcherServices, transferBackRunning } from './launcher-loader.js';

let current: LaunchController | null = null;

export function launcherFor(services: LauncherServices, env?: LauncherEnv): LaunchController {
  if (current && current.bus === services.bus) {
    current.update(services);
    return current;
  }
  current?.dispose();
  current = createLaunchController(services, env);
  // A transfer-back heard before this code loaded (launcher-loader.ts) still refuses a launch.
  if (transferBackRunning(services.bus)) current.machine.setTransferBack(true);
  return current;
}

/** Whether this page's controller (of this bus) exists: it hears the bus itself. */
export const hasLauncherFor = (bus: LauncherServices['bus']): boolean => current?.bus === bus;

/** Tests: forget the page's controller. */
export function resetLauncher(): void {
  current?.dispose();
  current = null;
}

/** The controller, fed the latest props (navigate, route) on every render. */
export function useLaunchController(): LaunchController {
  return launcherFor(launcherServices(useRemoteProps()));
}
