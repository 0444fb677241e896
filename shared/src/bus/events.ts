// The typed event bus contract: one `as const` map of event names, one payload type each.
// A new cross-remote event is added here, once.

import type { LoginSession } from '../contracts/index.js';

export const BusEvent = {
  /** Ask mf-auth to open the login/register modal; `target` is where to go after login. */
  openLogin: 'auth:open-login',
  /** A login completed; the shell reconnects the socket and refetches what depends on the member. */
  loginSucceeded: 'auth:login-succeeded',
  /** Login code 107: the device-verification flow must run (issue 4 handles it). */
  deviceVerificationRequired: 'auth:device-verification-required',
  /** Login code 802: the transfer-verification flow must run (issue 4 handles it). */
  transferVerificationRequired: 'auth:transfer-verification-required',
  /** Anyone may ask the shell to log out; the shell owns the logout sequence. */
  logoutRequested: 'session:logout-requested',
  /** The session was cleared (after a logout call, a 401, or a duplicate login). */
  loggedOut: 'session:logged-out',
} as const;

export type BusEventName = (typeof BusEvent)[keyof typeof BusEvent];

export interface BusPayloads {
  [BusEvent.openLogin]: { target?: string; tab?: 'login' | 'register' };
  [BusEvent.loginSucceeded]: { session: LoginSession; previousCurrency: string | null; target?: string };
  [BusEvent.deviceVerificationRequired]: { account: string; data: unknown };
  [BusEvent.transferVerificationRequired]: { account: string; data: unknown };
  [BusEvent.logoutRequested]: { reason: 'user' | 'unauthorized' | 'duplicate-login' | 'clean-cache' };
  [BusEvent.loggedOut]: { reason: 'user' | 'unauthorized' | 'duplicate-login' | 'clean-cache' };
}
