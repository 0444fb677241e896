// Cross-window messages (spec 01 §3 local-storage key `window-msg`, §4 "Cross-window messages")
// and the `waitingWindow` key. Node-safe: types, key names and a valibot schema only; the
// browser helper that sends and receives them is shared/src/windows/window-msg.ts.
import * as v from 'valibot';
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

const LoginSessionSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  member_id: v.number(),
  member_account: v.pipe(v.string(), v.minLength(1)),
  member_currency: v.pipe(v.string(), v.minLength(1)),
  member_type: v.number(),
  site_id: v.string(),
});

export const WindowMsgSchema = v.variant('type', [
  v.object({ type: v.literal('authLogin'), session: LoginSessionSchema }),
  v.object({ type: v.literal('authLoginClose'), code: v.optional(v.number()), message: v.optional(v.string()) }),
  v.object({
    type: v.literal('quickGame'),
    windowType: v.picklist(WAITING_WINDOW_TYPES),
    windowName: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
]);

/** The message, or null for anything that is not one (another script's data, a tampered value). */
export function parseWindowMsg(value: unknown): WindowMsg | null {
  const result = v.safeParse(WindowMsgSchema, value);
  return result.success ? (result.output as WindowMsg) : null;
}

/**
 * How the customer-service link opens (spec 01 §2: 1024x768 when `new_window`). The spec names
 * only new_window; same_page (the page goes to the chat) and iframe (the chat in a dialog over
 * the page) are this project's other two.
 */
export const CUSTOMER_SERVICE_OPEN_TYPES = ['new_window', 'same_page', 'iframe'] as const;
export type CustomerServiceOpenType = (typeof CUSTOMER_SERVICE_OPEN_TYPES)[number];
