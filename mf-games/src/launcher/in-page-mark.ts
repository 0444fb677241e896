// The tab's mark that a game is played in its page (modal, /play, redirect): sessionStorage
// `croupier_game_in_page`. A page that starts with the mark (a reload, the return from a
// redirect) was left before the quit step ran, so the launcher runs it then.
export const IN_PAGE_GAME_KEY = 'croupier_game_in_page';

export function setInPageMark(win: Window, on: boolean): void {
  try {
    if (on) win.sessionStorage.setItem(IN_PAGE_GAME_KEY, '1');
    else win.sessionStorage.removeItem(IN_PAGE_GAME_KEY);
  } catch {
    // Storage unavailable (private mode): the wallet's transfer-back still recovers the balance.
  }
}

/** True (and the mark cleared) when this top-level page starts with the mark. */
export function takeInPageMark(win: Window): boolean {
  try {
    if (win.top !== win || !win.sessionStorage.getItem(IN_PAGE_GAME_KEY)) return false;
  } catch {
    // No storage, or framed by another origin: nothing to recover here.
    return false;
  }
  setInPageMark(win, false);
  return true;
}
