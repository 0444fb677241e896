// What the shell does with each window-msg (spec 01 §4 "Cross-window messages"):
// - authLogin / authLoginClose, in the window that opened the auth popup (mf-auth opened it as
//   'auth'): mf-auth's login modal completes the login or shows the server message
//   (use-auth-popup-messages.ts); the shell only makes sure the popup is closed. In the site's
//   other windows, authLogin adopts the session too (every open tab is logged in) and
//   authLoginClose concerns nobody.
// - quickGame: close the waiting window of that type; a game window also starts the quit-game step.
//   On desktop several game windows may be open, each with its own name: the one closed (and
//   ended) is the one named in the message, else the one that posted it.
import {
  BusEvent,
  closePopup,
  closeWaitingWindow,
  isGameWindowName,
  popupNameOf,
  popupState,
  type PopupName,
  type WindowMsg,
} from '@croupier/shared';
import type { ShellServices } from '../services/services.js';

export type WindowMsgDeps = Pick<ShellServices, 'bus' | 'stores'>;

function closeSource(source: MessageEventSource | null) {
  if (source && 'close' in source && typeof source.close === 'function') {
    try {
      source.close();
    } catch {
      // Already gone.
    }
  }
}

export function handleWindowMsg(
  msg: WindowMsg,
  source: MessageEventSource | null,
  { bus, stores }: WindowMsgDeps,
): void {
  switch (msg.type) {
    case 'authLogin':
    case 'authLoginClose': {
      const openerOfPopup = popupState('auth') !== 'none';
      closePopup('auth');
      closeSource(source);
      if (openerOfPopup || msg.type === 'authLoginClose') return;
      if (stores.session.getState().token === msg.session.token) return;
      bus.emit(BusEvent.loginSucceeded, { session: msg.session, previousCurrency: stores.ui.getState().currency });
      return;
    }
    case 'quickGame': {
      if (msg.windowType !== 'gameWindow') {
        closeWaitingWindow(msg.windowType);
        return;
      }
      const sender = popupNameOf(source);
      const named = isGameWindowName(msg.windowName) ? msg.windowName : isGameWindowName(sender) ? sender : null;
      const windowName: PopupName | null = named && named !== 'gameWindow' ? named : null;
      closeWaitingWindow('gameWindow', undefined, windowName ?? 'gameWindow');
      bus.emit(BusEvent.gamesQuitRequested, { windowType: 'gameWindow', ...(windowName ? { windowName } : {}) });
      return;
    }
  }
}
