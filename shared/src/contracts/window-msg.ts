// Cross-window messages (spec 01 §3 local-storage key `window-msg`, §4 "Cross-window messages")
// and the `waitingWindow` key. Node-safe: types, key names and the check of a message only; the
// browser helper that sends and receives them is shared/src/windows/window-msg.ts.
import type { LoginSession } from './api-types.js';

/** Local-storage key carrying a message to the site's other windows (storage event). */
export const WINDOW_MSG_KEY = 'window-msg';
/** Local-storage key naming the window that is waiting for its URL (spec 01 §3). */
export const WAITING_WINDOW_KEY = 'waitingWindow';

export const WAITING_WINDOW_TYPES = ['gameWindow', 'depositWindow', 'fpWindow'] as const;
export type WaitingWindowType = (typeof WAITING_WINDOW_TYPES)[number];

/**
 * - authLogin: the third-party login popup finished; the opener adopts `session` and the popup closes.
 * - authLoginClose: the popup gave up; with a result `code`, the opener shows `message`.
 * - quickGame: close the waiting window of `windowType` (a game window also runs the quit-game step);
 *   `windowName`, when the window has its own name (one game's window), says which one.
 */
export type WindowMsg =
  | { type: 'authLogin'; session: LoginSession }
  | { type: 'authLoginClose'; code?: number; message?: string }
  | { type: 'quickGame'; windowType: WaitingWindowType; windowName?: string };

// Checked by hand, not with valibot: every page listens for these from its first render, and
// three small shapes are not worth the validator's code before it.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isOptional = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type;

function isLoginSession(value: unknown): value is LoginSession {
  return (
    isRecord(value) &&
    isText(value.token) &&
    typeof value.member_id === 'number' &&
    isText(value.member_account) &&
    isText(value.member_currency) &&
    typeof value.member_type === 'number' &&
    typeof value.site_id === 'string'
  );
}

/** Only the session's own fields: whatever else came with it is not adopted. */
const loginSession = ({
  token,
  member_id,
  member_account,
  member_currency,
  member_type,
  site_id,
}: LoginSession): LoginSession => ({
  token,
  member_id,
  member_account,
  member_currency,
  member_type,
  site_id,
});

const isWaitingWindowType = (value: unknown): value is WaitingWindowType =>
  (WAITING_WINDOW_TYPES as readonly unknown[]).includes(value);

/** The message, or null for anything that is not one (another script's data, a tampered value). */
export function parseWindowMsg(value: unknown): WindowMsg | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'authLogin':
      return isLoginSession(value.session) ? { type: 'authLogin', session: loginSession(value.session) } : null;
    case 'authLoginClose':
      return isOptional(value.code, 'number') && isOptional(value.message, 'string')
        ? {
            type: 'authLoginClose',
            code: value.code as number | undefined,
            message: value.message as string | undefined,
          }
        : null;
    case 'quickGame': {
      const { windowType, windowName } = value;
      const nameOk = windowName === undefined || (typeof windowName === 'string' && windowName.length <= 200);
      return isWaitingWindowType(windowType) && nameOk ? { type: 'quickGame', windowType, windowName } : null;
    }
    default:
      return null;
  }
}

/**
 * How the customer-service link opens (spec 01 §2: 1024x768 when `new_window`). The spec names
 * only new_window; same_page (the page goes to the chat) and iframe (the chat in a dialog over
 * the page) are this project's other two.
 */
export const CUSTOMER_SERVICE_OPEN_TYPES = ['new_window', 'same_page', 'iframe'] as const;
export type CustomerServiceOpenType = (typeof CUSTOMER_SERVICE_OPEN_TYPES)[number];
