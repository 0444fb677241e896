// The native-app bridge (spec 02 §7: status, callTouchID, cleanAccPW, open game, logout).
// Web -> app: iOS  window.webkit.messageHandlers.croupier.postMessage(message)   (an object)
//             Android  window.Android.postMessage(JSON.stringify(message))      (a string)
// App -> web: the app evaluates  window.croupierApp.receive(message)  with an object or JSON text.
import type { AppDevice } from './detect-device.js';

export type NativeStatus = {
  type: 'status';
  logged_in: boolean;
  member_id: number | null;
  member_account: string | null;
  member_currency: string | null;
  language: string;
};

export type NativeOutgoing =
  /** The page's state: sent at start, on login and logout, and when the app asks. */
  | NativeStatus
  /** A guest opened the login: the app may offer its Touch ID login (it then loads a link-login URL). */
  | { type: 'callTouchID' }
  /** The member logged out on purpose: the app forgets the account and password it saved. */
  | { type: 'cleanAccPW' }
  /** Open a game URL in the app's own game view (web popups do not work in a web view). */
  | { type: 'openGame'; url: string }
  /** The session ended, for whatever reason. */
  | { type: 'logout' };

export type NativeIncoming = { type: 'logout' } | { type: 'status' };

interface BridgeWindow {
  webkit?: { messageHandlers?: { croupier?: { postMessage(message: unknown): void } } };
  Android?: { postMessage?(message: string): void };
  croupierApp?: { receive(message: unknown): void };
}

export interface NativeBridge {
  readonly device: AppDevice;
  /** False when the app's interface is missing (an old app build): nothing was sent. */
  post(message: NativeOutgoing): boolean;
  /** Starts taking the app's messages; returns the function that stops. */
  listen(handler: (message: NativeIncoming) => void): () => void;
}

const INCOMING_TYPES: readonly NativeIncoming['type'][] = ['logout', 'status'];

export function parseIncoming(raw: unknown): NativeIncoming | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  return INCOMING_TYPES.includes(type as NativeIncoming['type']) ? { type: type as NativeIncoming['type'] } : null;
}

export function createNativeBridge(device: AppDevice, win: Window = window): NativeBridge {
  const w = win as unknown as BridgeWindow;
  return {
    device,
    post(message) {
      try {
        if (device === 'android') {
          if (!w.Android?.postMessage) return false;
          w.Android.postMessage(JSON.stringify(message));
          return true;
        }
        const handler = w.webkit?.messageHandlers?.croupier;
        if (!handler) return false;
        handler.postMessage(message);
        return true;
      } catch (error) {
        console.warn('[shell] the native app refused a bridge message', error);
        return false;
      }
    },
    listen(handler) {
      const receiver = {
        receive(raw: unknown) {
          const message = parseIncoming(raw);
          if (message) handler(message);
          else console.warn('[shell] ignored an unknown native-app message', raw);
        },
      };
      w.croupierApp = receiver;
      return () => {
        if (w.croupierApp === receiver) delete w.croupierApp;
      };
    },
  };
}
