// The launcher: runs a launch through the state machine (state-machine.ts) with its side
// effects — the login question, refusals, the waiting window opened in the click, play1 or
// demo play (api/), maintenance, the four open modes, the window poll, the quit step (leave1)
// and its recovery after a reload. One per page (launcher-instance.ts), so a game started on one
// route keeps being watched on the next.
import {
  BusEvent,
  COMMON_NAMESPACE,
  PLAY_CODE_MAINTENANCE,
  FORWARD_GAME_TRANSFERS_DISABLED,
  dialog,
  gameWindowName,
  guardRealAction,
  isApiError,
  openWaitingWindow,
  parseCurrencyList,
  popupState,
  toast,
  type DemoGame,
  type PlayRequest,
  type RemoteProps,
  type ResponsibleGamingNotice,
  type WaitingWindow,
} from '@croupier/shared';
import { CLOSED_SITE_NAME, GAME_URL_WAIT_MS, GAME_WINDOW_POLL_MS } from '../constants.js';
import { NAMESPACE } from '../i18n.js';
import { gameName } from '../lists/index.js';
import { demoPlay } from './api/demo-play.js';
import { leave1 } from './api/leave1.js';
import { invalidateAfterPlay1, play1 } from './api/play1.js';
import { setInPageMark, takeInPageMark } from './in-page-mark.js';
import { absoluteUrl, defaultLauncherEnv, deviceKind, launchDevice, lobbyUrl, type LauncherEnv } from './launch-env.js';
import { LAUNCH_REFUSAL_KEYS, LAUNCHER_KEYS, PLAY_FAILED_KEY } from './message-keys.js';
import { resolveOpenMode, type OpenMode } from './open-mode.js';
import { onLimitNotice, showRgRefusal } from './responsible-gaming.js';
import {
  createLaunchMachine,
  gameKey,
  recheckSession,
  sessionStatus,
  type LaunchMachine,
  type OpenGame,
} from './state-machine.js';
import type { LaunchTarget } from './types.js';
import { relayRealityCheck, runningGamePages } from './reality-check-relay.js';

export type LauncherServices = Pick<RemoteProps, 'api' | 'bus' | 'stores' | 'queryClient' | 'navigate' | 'i18n'> & {
  /** The locale-free path the shell gave the remote (lobby_url keeps the locale prefix). */
  routePath: string;
};

interface Game {
  gp_id: string;
  game_type: number;
  game_code: string;
  house: number;
  name: string;
  demo: boolean;
  extra?: PlayRequest['extra'];
}

interface Pending {
  game: Game;
  key: string;
  mode: OpenMode;
  waiting: WaitingWindow | null;
  /** Opened, failed or abandoned: later answers for it are ignored. */
  settled: boolean;
  urlTimer: unknown;
}

export interface LaunchController {
  readonly machine: LaunchMachine;
  readonly bus: RemoteProps['bus'];
  update(services: LauncherServices): void;
  /**
   * Call synchronously in the click handler. `opened`: the game's waiting window, opened in the
   * click before the launcher had loaded (launcher-loader.ts); closed when the launch does not use it.
   */
  launch(target: LaunchTarget, opened?: WaitingWindow | null): void;
  launchDemo(game: DemoGame, opened?: WaitingWindow | null): void;
  /** The private channel's game.url: the URL a waiting launch was told to expect. */
  onGameUrl(payload: { url?: string }): void;
  onForwardGameStatus(payload: { code?: number }): void;
  onMemberCash(): void;
  /** responsible_gaming.notice: a limit reached is told, and ends the real games (the bus's, or one heard before this loaded). */
  onLimitNotice(notice: ResponsibleGamingNotice): void;
  /** The quit step for the games matching (all by default). */
  endGames(match?: (g: OpenGame) => boolean): void;
  /** The /play page mounted or left (its leaving ends the page game). */
  playPageMounted(): () => void;
  dispose(): void;
}

export function createLaunchController(
  initial: LauncherServices,
  env: LauncherEnv = defaultLauncherEnv(),
): LaunchController {
  let services = initial;
  const { win, timers } = env;
  const machine = createLaunchMachine(timers);
  let pending: Pending | null = null;
  let poll: unknown = null;
  let playPages = 0;
  /** The game windows by name, for messages to the games' pages (the reality check). */
  const gameWindows = new Map<string, Window>();

  const t = (key: string, options?: Record<string, unknown>) => services.i18n.t(key, { ns: NAMESPACE, ...options });
  const isDesktop = () => services.stores.ui.getState().isDesktop;
  const session = () => services.stores.session.getState();

  const markInPage = (on: boolean) => setInPageMark(win, on);

  // ---- quit step ----

  async function leave() {
    if (sessionStatus(session()) !== 'valid') return;
    machine.quitStarted();
    try {
      const result = await leave1(services.api);
      if (result.success) machine.leaveSucceeded();
      else {
        machine.leaveFailed();
        toast.show(result.message || t(LAUNCHER_KEYS.leaveFailed), { type: 'error' });
      }
    } catch {
      machine.leaveFailed();
    }
  }

  function stopPoll() {
    if (poll !== null) timers.clearInterval(poll);
    poll = null;
  }

  function endGames(match: (g: OpenGame) => boolean = () => true) {
    const ended = machine.end(match);
    if (!ended.length) return;
    const left = machine.store.getState().games;
    if (!left.some((g) => g.mode === 'window')) stopPoll();
    if (!left.some((g) => g.mode !== 'window')) markInPage(false);
    // leave1 returns every provider balance of the member: only once no real game is left.
    if (ended.some((g) => !g.demo) && !left.some((g) => !g.demo)) void leave();
  }

  /** A game window that was closed ends its game, and only its (the poll, and before any new launch). */
  function checkWindow() {
    endGames((g) => g.mode === 'window' && popupState(gameWindowName(g.key)) !== 'open');
  }

  function startPoll() {
    if (poll === null) poll = timers.setInterval(checkWindow, GAME_WINDOW_POLL_MS);
  }

  // ---- launch ----

  function settle(p: Pending) {
    p.settled = true;
    if (p.urlTimer !== null) timers.clearTimeout(p.urlTimer);
    if (pending === p) pending = null;
  }

  function fail(p: Pending, message: string | null) {
    settle(p);
    p.waiting?.close();
    machine.fail();
    if (message) toast.show(message, { type: 'error' });
  }

  function open(p: Pending, url: string) {
    if (p.settled) return;
    settle(p);
    const href = absoluteUrl(url, win.location.origin);
    const base = { key: p.key, gp_id: p.game.gp_id, demo: p.game.demo, url: href, name: p.game.name };
    switch (p.mode) {
      case 'window':
        p.waiting?.navigate(href);
        if (!p.waiting?.window) {
          // The native app's game view took it: nothing here can tell when it ends.
          machine.fail();
          return;
        }
        machine.opened({ ...base, mode: 'window', windowName: p.waiting.name });
        gameWindows.set(p.waiting.name, p.waiting.window);
        startPoll();
        return;
      case 'modal':
        markInPage(true);
        machine.opened({ ...base, mode: 'modal' });
        return;
      case 'page':
        markInPage(true);
        machine.opened({ ...base, mode: 'page' });
        services.navigate('/play');
        return;
      case 'redirect':
        markInPage(true);
        machine.fail();
        win.location.assign(href);
        return;
    }
  }

  function transportMessage(error: unknown): string | null {
    if (isApiError(error)) {
      if (error.kind === 'unauthorized' || error.kind === 'aborted') return null; // the shell logs out
      if (error.messageKey) return services.i18n.t(error.messageKey, { ns: COMMON_NAMESPACE });
    }
    return t(PLAY_FAILED_KEY);
  }

  function currency(): string {
    const site = services.stores.site.getState().detail?.settings.CURRENCY ?? '';
    return services.stores.ui.getState().currency ?? session().member_currency ?? parseCurrencyList(site)[0] ?? '';
  }

  async function run(p: Pending, checkSession: boolean) {
    const { game } = p;
    try {
      if (checkSession && !(await recheckSession(() => sessionStatus(session()), env.wait))) {
        fail(p, null);
        services.bus.emit(BusEvent.logoutRequested, { reason: 'unauthorized' });
        return;
      }
      const result = game.demo
        ? await demoPlay(services.api, {
            site_id: services.stores.site.getState().siteId,
            currency: currency(),
            gp_id: game.gp_id,
            game_type: game.game_type,
            game_code: game.game_code,
            house: game.house,
          })
        : await play1(services.api, {
            gp_id: game.gp_id,
            game_type: game.game_type,
            game_code: game.game_code,
            lobby_url:
              lobbyUrl(win.location, services.routePath) +
              (p.mode === 'modal' || p.mode === 'page' ? '?type=gameWindow' : ''),
            device: launchDevice(deviceKind({ isNativeApp: env.isNativeApp(), isDesktop: isDesktop() }), win),
            ...(game.extra ? { extra: game.extra } : {}),
          });
      if (p.settled) return;
      if (!game.demo && result.code === PLAY_CODE_MAINTENANCE) {
        fail(p, null);
        machine.maintenanceAnswered(game.gp_id, result.data?.maintain_interval ?? null);
        return;
      }
      // A responsible-gaming refusal (601-603) has its own dialog.
      if (!game.demo && !result.success && showRgRefusal(result.code, result.data)) {
        fail(p, null);
        return;
      }
      if (!result.success) {
        fail(p, result.message || t(PLAY_FAILED_KEY));
        return;
      }
      if (!game.demo) void invalidateAfterPlay1(services.queryClient, session().member_id);
      const url = result.data?.game_url;
      if (url) open(p, url);
      else if (game.demo) fail(p, t(PLAY_FAILED_KEY));
      else {
        // The URL comes on the private channel (game.url).
        p.urlTimer = timers.setTimeout(() => {
          if (!p.settled) fail(p, t(PLAY_FAILED_KEY));
        }, GAME_URL_WAIT_MS);
      }
    } catch (error) {
      if (!p.settled) fail(p, transportMessage(error));
    }
  }

  function isClosedSite(): boolean {
    const name = services.stores.site.getState().detail?.site_name ?? session().site_name;
    if (name !== CLOSED_SITE_NAME) return false;
    toast.show(t(LAUNCH_REFUSAL_KEYS.closedSite), { type: 'error' });
    return true;
  }

  function begin(game: Game, checkSession: boolean, opened: WaitingWindow | null) {
    checkWindow();
    const key = gameKey(game);
    const refusal = machine.refusal({ key, isDesktop: isDesktop() });
    if (refusal) {
      opened?.close();
      toast.show(t(LAUNCH_REFUSAL_KEYS[refusal]), { type: 'warning' });
      return;
    }
    const mode = resolveOpenMode({
      settings: services.stores.site.getState().detail?.settings,
      isDesktop: isDesktop(),
      isNativeApp: env.isNativeApp(),
      userAgent: win.navigator.userAgent,
      gp_id: game.gp_id,
      game_type: game.game_type,
    });
    let waiting: WaitingWindow | null = null;
    if (mode !== 'window') opened?.close();
    else {
      // In the click: a window opened after the call would be blocked. Each game has its own
      // window, so on desktop a second game opens beside the first (spec 02 §4).
      waiting = opened ?? openWaitingWindow('gameWindow', win, { name: gameWindowName(key) });
      if (!waiting) {
        toast.show(t(LAUNCHER_KEYS.popupBlocked), { type: 'warning' });
        return;
      }
    }
    machine.start();
    const p: Pending = { game, key, mode, waiting, settled: false, urlTimer: null };
    pending = p;
    void run(p, checkSession);
  }

  async function askLogin() {
    const confirmed = await dialog.confirm({
      message: t(LAUNCHER_KEYS.needLogin),
      confirmText: t(LAUNCHER_KEYS.goLogin),
    });
    if (confirmed) services.bus.emit(BusEvent.openLogin, {});
  }

  // ---- page-lifetime listeners ----

  const offs = [
    // From /close: a named game window ends that game; unnamed, /close ran in the page (the
    // modal's or /play's frame), so the in-page games end and each window game is left to its poll.
    services.bus.on(BusEvent.gamesQuitRequested, ({ windowName }) => {
      if (windowName) endGames((g) => g.windowName === windowName);
      else {
        endGames((g) => g.mode !== 'window');
        checkWindow();
      }
    }),
    // The shell closed every popup; a modal or /play game goes too (no leave: the session is gone).
    services.bus.on(BusEvent.loggedOut, () => endGames()),
    services.bus.on(BusEvent.walletTransferBack, ({ running }) => machine.setTransferBack(running)),
    services.bus.on(BusEvent.responsibleGamingNotice, (notice) => onLimitNotice(notice, { machine, endGames, t })),
    machine.store.subscribe((next, prev) => {
      if (next.starting !== prev.starting || next.quitting !== prev.quitting)
        services.bus.emit(BusEvent.gamesLaunchState, { starting: next.starting, quitting: next.quitting });
    }),
  ];
  // The reality check shown in the running games' pages, their answers brought back.
  offs.push(
    relayRealityCheck({
      bus: services.bus,
      win,
      pages: () =>
        runningGamePages(machine.store.getState().games, (name) => gameWindows.get(name) ?? null, win.document),
    }),
  );

  // A game played in this tab's page outlived its page (reload, return from a redirect): its quit step.
  if (takeInPageMark(win)) void leave();

  return {
    machine,
    get bus() {
      return services.bus;
    },
    update(next) {
      services = next;
    },
    launch(target, opened = null) {
      // A hall entry is a list, not a game: pages navigate to it.
      if (target.customized === false || isClosedSite() || !guardRealAction(services, 'game'))
        return void opened?.close();
      const status = sessionStatus(session());
      if (status === 'guest') {
        opened?.close();
        void askLogin();
        return;
      }
      begin(
        {
          gp_id: target.gp_id,
          game_type: target.game_type,
          game_code: target.game_code,
          house: target.house ?? 0,
          name: target.name ?? target.game_code,
          demo: false,
          ...(target.extra ? { extra: target.extra } : {}),
        },
        status === 'invalid',
        opened,
      );
    },
    launchDemo(game, opened = null) {
      if (isClosedSite()) return void opened?.close();
      begin(
        {
          gp_id: game.gp_id,
          game_type: game.game_type,
          game_code: game.game_code,
          house: game.house,
          name: gameName(game.game_name, services.stores.ui.getState().language) || game.game_code,
          demo: true,
        },
        false,
        opened,
      );
    },
    onGameUrl({ url }) {
      if (pending && !pending.game.demo && typeof url === 'string' && url) open(pending, url);
    },
    onForwardGameStatus({ code }) {
      if (Number(code) === FORWARD_GAME_TRANSFERS_DISABLED)
        toast.show(t(LAUNCHER_KEYS.transfersDisabled), { type: 'warning' });
    },
    onMemberCash: () => machine.cashArrived(),
    onLimitNotice: (notice) => onLimitNotice(notice, { machine, endGames, t }),
    endGames,
    playPageMounted() {
      playPages += 1;
      return () => {
        playPages -= 1;
        // Deferred: a remount in the same tick (React's strict mode) is not a leave.
        timers.setTimeout(() => {
          if (playPages === 0) endGames((g) => g.mode === 'page');
        }, 0);
      };
    },
    dispose() {
      offs.forEach((off) => off());
      stopPoll();
      if (pending) settle(pending);
      machine.dispose();
    },
  };
}
