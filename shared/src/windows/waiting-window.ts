// The waiting window (spec 01 §2 '/loading', §3 `waitingWindow`): a game, deposit or payment
// URL is only known after a call, but a window opened after an await is blocked. So the click
// opens '/loading' at once, `waitingWindow` in local storage names what it waits for, and the
// window is sent to the real URL when it arrives (or closed when the call fails).
import { POPUP_WINDOW } from '../contracts/constants.js';
import { WAITING_WINDOW_KEY, type WaitingWindowType } from '../contracts/window-msg.js';
import { closePopup, hasNativeOpener, isWaitingWindowType, openPopup, popupState } from './popups.js';

export const LOADING_PATH = '/loading';

export interface WaitingWindow {
  readonly type: WaitingWindowType;
  /** The opened window; null in the native app (the app opens the URL when it is known). */
  readonly window: Window | null;
  /** Sends the window to the real URL. */
  navigate(url: string): void;
  /** Closes it (the call failed, or the user cancelled). */
  close(): void;
}

function storage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

export function readWaitingWindow(win: Window = window): WaitingWindowType | null {
  const value = storage(win)?.getItem(WAITING_WINDOW_KEY);
  return isWaitingWindowType(value) ? value : null;
}

/** Call synchronously in the click handler. null: the browser blocked the popup. */
export function openWaitingWindow(type: WaitingWindowType, win: Window = window): WaitingWindow | null {
  const native = hasNativeOpener();
  const popup = native ? null : openPopup(LOADING_PATH, type, POPUP_WINDOW, win);
  if (!native && !popup) return null;
  storage(win)?.setItem(WAITING_WINDOW_KEY, type);
  return {
    type,
    window: popup,
    navigate(url) {
      if (popup && !popup.closed) popup.location.href = url;
      else if (native) openPopup(url, type, POPUP_WINDOW, win);
    },
    close: () => closeWaitingWindow(type, win),
  };
}

/** Closes the waiting window of `type` (if this page has it) and forgets the key if it names it. */
export function closeWaitingWindow(type: WaitingWindowType, win: Window = window): void {
  closePopup(type);
  if (readWaitingWindow(win) === type) storage(win)?.removeItem(WAITING_WINDOW_KEY);
}

/**
 * A game is running in a window: this page's game window is open, or — when this page did not
 * open one (it was reloaded since) — `waitingWindow` still names a game window.
 */
export function isGameWindowOpen(win: Window = window): boolean {
  const state = popupState('gameWindow');
  if (state === 'open') return true;
  if (state === 'closed') {
    // The user closed it: the key is stale.
    if (readWaitingWindow(win) === 'gameWindow') storage(win)?.removeItem(WAITING_WINDOW_KEY);
    return false;
  }
  return readWaitingWindow(win) === 'gameWindow';
}
