// What '/close' (the lobby-return URL handed to game and payment providers, spec 02 §2) tells the
// rest of the site before it closes or goes home. In a window the site opened (a waiting window:
// gameWindow, depositWindow, fpWindow) it posts window-msg quickGame to the opener, which closes
// it and, for a game, runs the quit-game step. In the main page (a game played in place) the quit
// step runs here. `?type=` names the window type when the window's name does not.
import {
  BusEvent,
  isGameWindowName,
  isWaitingWindowType,
  postWindowMsg,
  type Bus,
  type WaitingWindowType,
} from '@croupier/shared';

export function closingWindowType(search: string, win: Pick<Window, 'name' | 'opener'>): WaitingWindowType | null {
  const fromQuery = new URLSearchParams(search).get('type');
  if (isWaitingWindowType(fromQuery)) return fromQuery;
  if (isWaitingWindowType(win.name)) return win.name;
  if (isGameWindowName(win.name)) return 'gameWindow';
  return win.opener ? 'gameWindow' : null;
}

/** Call once when '/close' loads, before closing the window or going home. */
export function announceWindowClosing(search: string, bus: Bus, win: Window = window): void {
  const windowType = closingWindowType(search, win);
  // One game's own window names itself, so the opener ends that game and no other.
  const windowName =
    windowType === 'gameWindow' && isGameWindowName(win.name) && win.name !== 'gameWindow' ? win.name : null;
  if (windowType) postWindowMsg({ type: 'quickGame', windowType, ...(windowName ? { windowName } : {}) }, win);
  else bus.emit(BusEvent.gamesQuitRequested, { windowType: 'gameWindow' });
}
