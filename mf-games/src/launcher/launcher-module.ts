// The launcher's code that loads on intent (launcher-loader.ts): the controller with its state
// machine, dialogs and relays, the host of what a launch shows, and /play.
export { hasLauncherFor, launcherFor } from './launcher-instance.js';
export { LauncherHost } from './launcher-host.js';
export { PlayPage } from './play-page.js';
