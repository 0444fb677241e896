// The waiting window (spec 01 §2 '/loading', §3 `waitingWindow`): a game, deposit or payment
// URL is only known after a call, but a window opened after an await is blocked. So the click
// opens '/loading' at once, `waitingWindow` in local storage names what it waits for, and the
// window is sent to the real URL when it arrives (or closed when the call fails).
import { POPUP_WINDOW } from '../contracts/constants.js';
import { WAITING_WINDOW_KEY, type WaitingWindowType } from '../contracts/window-msg.js';
import { browserStorage } from '../stores/browser-storage.js';
import {
  closePopup,
  gameWindowStates,
  hasNativeOpener,
  isWaitingWindowType,
  openPopup,
  type PopupName,
} from './popups.js';

export const LOADING_PATH = '/loading';

export interface WaitingWindow {
  readonly type: WaitingWindowType;
  /** The window's name: `type`, or the name given (a game's own window, gameWindowName()). */
  readonly name: PopupName;
  /** The opened window; null in the native app (the app opens the URL when it is known). */
  readonly window: Window | null;
  /** Sends the window to the real URL. */
  navigate(url: string): void;
  /** Closes it (the call failed, or the user cancelled). */
  close(): void;
}

const storage = (win: Window): Storage => browserStorage('local', win);

export function readWaitingWindow(win: Window = window): WaitingWindowType | null {
  const value = storage(win).getItem(WAITING_WINDOW_KEY);
  return isWaitingWindowType(value) ? value : null;
}

export interface WaitingWindowOptions {
  /** Opens this window name instead of `type`, e.g. gameWindowName(key) so games do not share one window. */
  name?: PopupName;
}

/** Call synchronously in the click handler. null: the browser blocked the popup. */
export function openWaitingWindow(
  type: WaitingWindowType,
  win: Window = window,
  { name = type }: WaitingWindowOptions = {},
): WaitingWindow | null {
  const native = hasNativeOpener();
  const popup = native ? null : openPopup(LOADING_PATH, name, POPUP_WINDOW, win);
  if (!native && !popup) return null;
  storage(win).setItem(WAITING_WINDOW_KEY, type);
  return {
    type,
    name,
    window: popup,
    navigate(url) {
      if (popup && !popup.closed) popup.location.href = url;
      // The native app knows window types, not our names.
      else if (native) openPopup(url, type, POPUP_WINDOW, win);
    },
    close: () => closeWaitingWindow(type, win, name),
  };
}

/**
 * Closes the waiting window called `name` (default: `type`) if this page has it, and forgets the
 * key if it names `type` — unless another game window of this page is still open.
 */
export function closeWaitingWindow(type: WaitingWindowType, win: Window = window, name: PopupName = type): void {
  closePopup(name);
  if (readWaitingWindow(win) !== type) return;
  if (type === 'gameWindow' && gameWindowStates().some((w) => w.state === 'open')) return;
  storage(win).removeItem(WAITING_WINDOW_KEY);
}

/**
 * A game is running in a window: one of this page's game windows is open, or — when this page
 * did not open any (it was reloaded since) — `waitingWindow` still names a game window.
 */
export function isGameWindowOpen(win: Window = window): boolean {
  const states = gameWindowStates();
  if (states.some((w) => w.state === 'open')) return true;
  if (states.length) {
    // The user closed them all: the key is stale.
    if (readWaitingWindow(win) === 'gameWindow') storage(win).removeItem(WAITING_WINDOW_KEY);
    return false;
  }
  return readWaitingWindow(win) === 'gameWindow';
}
