// The site's popup windows, opened and remembered in one place (@croupier/shared is one copy
// per page), so the logout can close them all and "is a game running?" has one answer.
// A popup must be opened synchronously inside the click handler, or popup blockers stop it.
import { WAITING_WINDOW_TYPES, type WaitingWindowType } from '../contracts/window-msg.js';

export interface WindowSize {
  width: number;
  height: number;
}

/**
 * One game's own window (spec 02 §4: on desktop several games run side by side, each in its window).
 * The key after the colon tells the games apart; `GAME_WINDOW` alone is the single window of old.
 */
export type GameWindowName = `gameWindow:${string}`;

/** Window names the site uses; a name reuses its window (a second deposit click focuses the first). */
export type PopupName =
  'fastPayment' | 'proxy' | 'user' | 'customerService' | 'auth' | WaitingWindowType | GameWindowName;

/** In the native app a popup goes to the app instead (the shell installs this). */
export type NativeOpener = (url: string, name: PopupName) => void;

const opened = new Map<PopupName, Window>();
let nativeOpener: NativeOpener | null = null;

export function setNativeOpener(opener: NativeOpener | null): void {
  nativeOpener = opener;
}
export const hasNativeOpener = (): boolean => nativeOpener !== null;

/** window.open features for a window of `size`, centred on the screen. */
export function popupFeatures(size: WindowSize, screen: Pick<Screen, 'availWidth' | 'availHeight'> | null): string {
  const left = screen ? Math.max(0, Math.round((screen.availWidth - size.width) / 2)) : 0;
  const top = screen ? Math.max(0, Math.round((screen.availHeight - size.height) / 2)) : 0;
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/**
 * Opens `url` in the window called `name`: a sized popup when `size` is given, else a new tab.
 * Returns the window, or null when the browser blocked it (or the native app took it).
 */
export function openPopup(url: string, name: PopupName, size?: WindowSize, win: Window = window): Window | null {
  if (nativeOpener) {
    nativeOpener(url, name);
    return null;
  }
  const popup = size ? win.open(url, name, popupFeatures(size, win.screen)) : win.open(url, name);
  if (!popup) return null;
  opened.set(name, popup);
  try {
    popup.focus();
  } catch {
    // Some browsers refuse focus() on a window that is still loading; harmless.
  }
  return popup;
}

/** 'open' / 'closed' (by the user) for a window this page opened; 'none' when it never did or closed it itself. */
export function popupState(name: PopupName): 'open' | 'closed' | 'none' {
  const popup = opened.get(name);
  if (!popup) return 'none';
  return popup.closed ? 'closed' : 'open';
}

/** The window called `name`, if this page opened it and it is still open. */
export const openedPopup = (name: PopupName): Window | null =>
  popupState(name) === 'open' ? (opened.get(name) ?? null) : null;

export function closePopup(name: PopupName): void {
  const popup = opened.get(name);
  opened.delete(name);
  if (popup && !popup.closed) popup.close();
}

/** The window name of the game called `key` (any text; gameKey() in mf-games). */
export const gameWindowName = (key: string): GameWindowName => `gameWindow:${key}`;

/** A game window's name: the single 'gameWindow' or one game's 'gameWindow:<key>'. */
export const isGameWindowName = (value: unknown): value is 'gameWindow' | GameWindowName =>
  typeof value === 'string' && (value === 'gameWindow' || value.startsWith('gameWindow:'));

/** The states of the game windows this page opened, by name. */
export function gameWindowStates(): { name: PopupName; state: 'open' | 'closed' }[] {
  return [...opened.keys()]
    .filter(isGameWindowName)
    .map((name) => ({ name, state: popupState(name) as 'open' | 'closed' }));
}

/** The name this page opened `source` under (a window-msg's sender), or null. */
export function popupNameOf(source: unknown): PopupName | null {
  if (!source) return null;
  for (const [name, popup] of opened) if (popup === source) return name;
  return null;
}

/** Closes every popup this page opened (logout). */
export function closeAllPopups(): void {
  for (const name of [...opened.keys()]) closePopup(name);
}

export const isWaitingWindowType = (value: unknown): value is WaitingWindowType =>
  WAITING_WINDOW_TYPES.includes(value as WaitingWindowType);
