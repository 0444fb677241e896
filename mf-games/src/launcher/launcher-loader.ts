// mf-games' launcher (controller, state machine, dialogs, frames, relays: ~5 KB gzip) loads when it
// may soon be needed, not with the home page: a pointer, focus or touch inside mf-games, /play, a
// game played in this tab before a reload (its quit step), or a launch itself. A launch that comes
// before it has loaded (a banner's click, a tap faster than the chunk) still opens its game window
// inside the click, where a pop-up blocker allows it, and hands it to the controller once loaded.
import {
  BusEvent,
  gameWindowName,
  hasNativeOpener,
  openWaitingWindow,
  toast,
  type Bus,
  type DemoGame,
  type RemoteProps,
  type WaitingWindow,
} from '@croupier/shared';
import { useSyncExternalStore } from 'react';
import { NAMESPACE } from '../i18n.js';
import type { LauncherServices } from './controller.js';
import { gameKey } from './game-key.js';
import { resolveOpenMode } from './open-mode.js';
import { PLAY_FAILED_KEY } from './play-failed-key.js';
import type { LaunchTarget } from './types.js';

export type LauncherModule = typeof import('./launcher-module.js');

let loaded: LauncherModule | null = null;
let loading: Promise<LauncherModule> | null = null;
const watchers = new Set<() => void>();

function provide(module: LauncherModule): LauncherModule {
  loaded = module;
  watchers.forEach((watch) => watch());
  return module;
}

/** Loads the launcher once; a failed load is tried again by the next call. */
export function loadLauncher(): Promise<LauncherModule> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import(/* webpackChunkName: "launcher" */ './launcher-module.js').then(provide, (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** On a sign of intent: starts the load, its failure left to the launch that needs it. */
export const warmLauncher = (): void => void loadLauncher().catch(() => undefined);

/** The launcher once loaded (React re-renders when it arrives). */
export const useLoadedLauncher = (): LauncherModule | null =>
  useSyncExternalStore(
    (watch) => {
      watchers.add(watch);
      return () => watchers.delete(watch);
    },
    () => loaded,
  );

/** Tests: the launcher as loaded already (launcher-test-kit.tsx), or not yet (null). */
export function setLoadedLauncher(module: LauncherModule | null): void {
  loading = null;
  if (module) provide(module);
  else loaded = null;
}

/** What the controller is fed from a remote's props. */
export const launcherServices = (props: RemoteProps): LauncherServices => ({
  api: props.api,
  bus: props.bus,
  stores: props.stores,
  queryClient: props.queryClient,
  navigate: props.navigate,
  i18n: props.i18n,
  routePath: props.location.pathname,
});

// ---- what the page knows before the launcher loads ----

interface PageWatch {
  props: RemoteProps;
  transferBack: boolean;
  off(): void;
}
let watch: PageWatch | null = null;

/**
 * From mf-games' first mount (every render: the latest props), what the page's controller hears
 * from its start: the wallet's transfer-back (a launch is refused while it runs), and a loss or
 * session limit reached (told at once), for which the launcher loads if it has not.
 */
export function watchPage(props: RemoteProps): void {
  if (watch?.props.bus === props.bus) {
    watch.props = props;
    return;
  }
  watch?.off();
  const state: PageWatch = { props, transferBack: false, off: () => undefined };
  const offs = [
    props.bus.on(BusEvent.walletTransferBack, ({ running }) => {
      state.transferBack = running;
    }),
    props.bus.on(BusEvent.responsibleGamingNotice, (notice) => {
      if (loaded?.hasLauncherFor(props.bus)) return; // the controller heard it itself
      loadLauncher().then(
        (module) => module.launcherFor(launcherServices(state.props)).onLimitNotice(notice),
        (error: unknown) => console.error('[mf-games] the launcher could not load', error),
      );
    }),
  ];
  state.off = () => offs.forEach((off) => off());
  watch = state;
}

/** Whether the wallet's transfer-back was running when last heard on this bus. */
export const transferBackRunning = (bus: Bus): boolean => watch?.props.bus === bus && watch.transferBack;

/** A game played in this tab's page outlived it (in-page-mark.ts): its quit step is due. */
export { hasInPageMark } from './in-page-mark.js';

// ---- a launch before the launcher has loaded ----

type Target = { kind: 'real'; target: LaunchTarget } | { kind: 'demo'; game: DemoGame };

/**
 * The game window a launch opens, opened now (inside the click) when it will open one: a demo, or
 * a signed-in member's real game, in window mode. A guest's launch asks to log in instead, and the
 * controller closes a window it does not use (a refusal, another mode).
 */
function windowInTheClick(props: RemoteProps, launch: Target): WaitingWindow | null {
  const game = launch.kind === 'real' ? launch.target : launch.game;
  if (launch.kind === 'real' && launch.target.customized === false) return null;
  const session = props.stores.session.getState();
  if (launch.kind === 'real' && !(session.token && session.member_id)) return null;
  // As the controller's default environment (launch-env.ts) reads the page.
  const mode = resolveOpenMode({
    settings: props.stores.site.getState().detail?.settings,
    isDesktop: props.stores.ui.getState().isDesktop,
    isNativeApp: hasNativeOpener(),
    userAgent: window.navigator.userAgent,
    gp_id: game.gp_id,
    game_type: game.game_type,
  });
  if (mode !== 'window') return null;
  return openWaitingWindow('gameWindow', window, { name: gameWindowName(gameKey(game)) });
}

/** Call synchronously in the click handler, like the controller's launch. */
export function launchBeforeLoad(props: RemoteProps, launch: Target): void {
  const waiting = windowInTheClick(props, launch);
  loadLauncher().then(
    (module) => {
      const controller = module.launcherFor(launcherServices(props));
      if (launch.kind === 'real') controller.launch(launch.target, waiting);
      else controller.launchDemo(launch.game, waiting);
    },
    (error: unknown) => {
      waiting?.close();
      toast.show(props.i18n.t(PLAY_FAILED_KEY, { ns: NAMESPACE }), { type: 'error' });
      console.error('[mf-games] the launcher could not load', error);
    },
  );
}
