// The launcher's public face for the rest of mf-games.
export type { LaunchTarget, Launcher } from './types.js';
export { useLauncher } from './use-launcher.js';
