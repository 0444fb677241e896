// The page's one launch controller. A remote's parcels come and go with the routes ('/' and
// '/play' are separate parcels), but this module stays loaded, so a game started on one route is
// still watched (window poll, quit step, quitting timer) on the next one, or while another
// remote's page is shown. A new bus means a new page (or a new test): a new controller.
import { useRemoteProps } from '@croupier/shared';
import { createLaunchController, type LaunchController, type LauncherServices } from './controller.js';
import type { LauncherEnv } from './launch-env.js';

let current: LaunchController | null = null;

export function launcherFor(services: LauncherServices, env?: LauncherEnv): LaunchController {
  if (current && current.bus === services.bus) {
    current.update(services);
    return current;
  }
  current?.dispose();
  current = createLaunchController(services, env);
  return current;
}

/** Tests: forget the page's controller. */
export function resetLauncher(): void {
  current?.dispose();
  current = null;
}

/** The controller, fed the latest props (navigate, route) on every render. */
export function useLaunchController(): LaunchController {
  const props = useRemoteProps();
  return launcherFor({
    api: props.api,
    bus: props.bus,
    stores: props.stores,
    queryClient: props.queryClient,
    navigate: props.navigate,
    i18n: props.i18n,
    routePath: props.location.pathname,
  });
}
