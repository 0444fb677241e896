// The tab's mark that a game is played in its page (modal, /play, redirect): sessionStorage
// `croupier_game_in_page`. A page that starts with the mark (a reload, the return from a
// redirect) was left before the quit step ran, so the launcher runs it then.
import { browserStorage } from '@croupier/shared';
export const IN_PAGE_GAME_KEY = 'croupier_game_in_page';

export function setInPageMark(win: Window, on: boolean): void {
  // Without storage (blocked) the mark lives in memory: the wallet's transfer-back still recovers the balance.
  if (on) browserStorage('session', win).setItem(IN_PAGE_GAME_KEY, '1');
  else browserStorage('session', win).removeItem(IN_PAGE_GAME_KEY);
}

/** Whether this top-level page has the mark (read before the launcher loads: launcher-loader.ts). */
export const hasInPageMark = (win: Window = window): boolean =>
  win.top === win && Boolean(browserStorage('session', win).getItem(IN_PAGE_GAME_KEY));

/** True (and the mark cleared) when this top-level page starts with the mark. */
export function takeInPageMark(win: Window): boolean {
  if (!hasInPageMark(win)) return false;
  setInPageMark(win, false);
  return true;
}
