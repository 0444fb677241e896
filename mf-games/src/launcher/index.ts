// The launcher's face for the rest of mf-games: useLauncher(), the one way to start a game, and
// what games-app.tsx hosts the launcher with (its loader, the carousel's game banners).
export { hasInPageMark, useLoadedLauncher, warmLauncher, watchPage } from './launcher-loader.js';
export type { LaunchTarget } from './types.js';
export { useBannerLaunches } from './use-banner-launches.js';
export { useLauncher } from './use-launcher.js';
