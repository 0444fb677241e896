// The game launch state machine (spec 02 §4, §5), in one place. A vanilla zustand store with
// the flags (starting, quitting, transfer-back running), the games open right now and the
// maintenance answers, plus the pure rules that refuse a launch. It has no React and no I/O:
// the controller (controller.ts) runs the calls and windows and moves it through these actions.
// It lives at module scope (one per page, see launcher-instance.ts) so it outlives page changes.
import { createStore, type StoreApi } from 'zustand';
import { REQUEST_TIMEOUT_MS, type MaintainInterval } from '@croupier/shared';
import { QUIT_FLAG_TIMEOUT_MS, SESSION_RECHECK_WAIT_MS } from '../constants.js';
import type { LaunchRefusal } from './message-keys.js';
import type { OpenMode } from './open-mode.js';

/** A game being played: in the game window, the modal, or the /play page. */
export interface OpenGame {
  /** Unique per launch, so a late quit of an older launch never ends a newer one. */
  id: number;
  key: string;
  gp_id: string;
  mode: OpenMode;
  /** A window game's own window (gameWindowName(key)): each desktop game has one (spec 02 §4). */
  windowName?: string;
  /** Demo play: no wallet, so ending it calls no leave endpoint. */
  demo: boolean;
  url: string;
  name: string;
}

export interface Maintenance {
  gp_id: string;
  /** Unknown times: the dialog shows the generic text. */
  interval: MaintainInterval | null;
}

export interface LaunchState {
  starting: boolean;
  quitting: boolean;
  /** The wallet's one-key transfer-back is running (BusEvent.walletTransferBack). */
  transferBack: boolean;
  games: OpenGame[];
  /** The last maintenance interval play1 answered (code 203), by gp_id. */
  maintainIntervals: Record<string, MaintainInterval | null>;
  /** The maintenance dialog, open while set. */
  maintenance: Maintenance | null;
}

export interface LaunchRequest {
  /** gameKey() of the game asked for. */
  key: string;
  isDesktop: boolean;
}

export { gameKey } from './game-key.js';

/**
 * Why a launch must not start now (spec 02 §5), or null. Busy flags first (they say "wait"),
 * then the same game already open, then a second game on a phone or tablet; on desktop
 * several games may run.
 */
export function launchRefusal(state: LaunchState, request: LaunchRequest): LaunchRefusal | null {
  if (state.starting) return 'starting';
  if (state.quitting) return 'quitting';
  if (state.transferBack) return 'transferBack';
  if (state.games.some((g) => g.key === request.key)) return 'duplicate';
  if (!request.isDesktop && state.games.length > 0) return 'playing';
  return null;
}

export type SessionStatus = 'guest' | 'valid' | 'invalid';

/**
 * guest: nothing stored (ask to log in); valid: token and member id; invalid: only one of them
 * (a half-written or half-cleared session), which is rechecked once before a logout.
 */
export function sessionStatus(s: { token: string | null; member_id: number | null }): SessionStatus {
  const hasToken = Boolean(s.token);
  const hasMember = s.member_id !== null;
  if (hasToken && hasMember) return 'valid';
  return hasToken || hasMember ? 'invalid' : 'guest';
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

const INITIAL: LaunchState = {
  starting: false,
  quitting: false,
  transferBack: false,
  games: [],
  maintainIntervals: {},
  maintenance: null,
};

export interface LaunchMachine {
  store: StoreApi<LaunchState>;
  refusal(request: LaunchRequest): LaunchRefusal | null;
  /** A launch passed the checks: starting until it opens or fails. */
  start(): void;
  /** The launch failed (call error, blocked window, logout): back to idle. */
  fail(): void;
  /** Code 203: remember the interval, open the dialog, back to idle. */
  maintenanceAnswered(gp_id: string, interval: MaintainInterval | null): void;
  closeMaintenance(): void;
  /** The game is running; starting clears. It runs beside the others (refusal() kept out what may not). */
  opened(game: Omit<OpenGame, 'id'>): OpenGame;
  /** Removes the games that match; answers them (empty when already ended). */
  end(match: (g: OpenGame) => boolean): OpenGame[];
  /** The leave call is on its way. */
  quitStarted(): void;
  /** Leave succeeded: quitting clears at the latest QUIT_FLAG_TIMEOUT_MS later (sooner on member.cash). */
  leaveSucceeded(): void;
  /** Leave failed: nothing is in flight any more. */
  leaveFailed(): void;
  /** member.cash arrived: the money has moved, quitting clears. */
  cashArrived(): void;
  /** The wallet's transfer-back; a start that never reports its end clears after REQUEST_TIMEOUT_MS. */
  setTransferBack(running: boolean): void;
  dispose(): void;
}

export function createLaunchMachine(timers: Timers = realTimers): LaunchMachine {
  const store = createStore<LaunchState>()(() => ({ ...INITIAL }));
  const set = store.setState;
  let quitTimer: unknown = null;
  let transferTimer: unknown = null;
  let nextId = 1;

  const clearQuitTimer = () => {
    if (quitTimer !== null) timers.clearTimeout(quitTimer);
    quitTimer = null;
  };
  const clearTransferTimer = () => {
    if (transferTimer !== null) timers.clearTimeout(transferTimer);
    transferTimer = null;
  };

  return {
    store,
    refusal: (request) => launchRefusal(store.getState(), request),
    start: () => set({ starting: true }),
    fail: () => set({ starting: false }),
    maintenanceAnswered: (gp_id, interval) =>
      set((s) => ({
        starting: false,
        maintainIntervals: { ...s.maintainIntervals, [gp_id]: interval },
        maintenance: { gp_id, interval },
      })),
    closeMaintenance: () => set({ maintenance: null }),
    opened(game) {
      const open: OpenGame = { ...game, id: nextId++ };
      set((s) => ({
        starting: false,
        games: [...s.games, open],
      }));
      return open;
    },
    end(match) {
      const ended = store.getState().games.filter(match);
      if (ended.length) set((s) => ({ games: s.games.filter((g) => !ended.includes(g)) }));
      return ended;
    },
    quitStarted() {
      clearQuitTimer();
      set({ quitting: true });
    },
    leaveSucceeded() {
      clearQuitTimer();
      if (!store.getState().quitting) return;
      quitTimer = timers.setTimeout(() => {
        quitTimer = null;
        set({ quitting: false });
      }, QUIT_FLAG_TIMEOUT_MS);
    },
    leaveFailed() {
      clearQuitTimer();
      set({ quitting: false });
    },
    cashArrived() {
      clearQuitTimer();
      if (store.getState().quitting) set({ quitting: false });
    },
    setTransferBack(running) {
      clearTransferTimer();
      set({ transferBack: running });
      if (running) {
        transferTimer = timers.setTimeout(() => {
          transferTimer = null;
          set({ transferBack: false });
        }, REQUEST_TIMEOUT_MS);
      }
    },
    dispose() {
      clearQuitTimer();
      clearTransferTimer();
    },
  };
}

/** Waits SESSION_RECHECK_WAIT_MS, then answers whether the session has become valid. */
export async function recheckSession(
  read: () => SessionStatus,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  await wait(SESSION_RECHECK_WAIT_MS);
  return read() === 'valid';
}
