// The page's one api client, bound to the session (token in and out), the interface
// language, and the logout sequence for a 401.
import {
  BusEvent,
  createApiClient,
  type ApiClient,
  type ApiResult,
  type Bus,
  type SessionStore,
  type UiStore,
} from '@croupier/shared';
import type { Logout } from '../services/services.js';
import { browserYield } from '../services/yield-to-main.js';

export interface ShellApiOptions {
  bus: Bus;
  session: SessionStore;
  ui: UiStore;
  /** The logout sequence is built after the client (it uses it), hence a getter. */
  getLogout(): Logout | null;
  fetch?: typeof fetch;
}

export function createShellApi({ bus, session, ui, getLogout, fetch }: ShellApiOptions): ApiClient {
  const beforeFetch = browserYield();
  return createApiClient({
    getToken: () => session.getState().token,
    setToken: (token) => session.getState().setToken(token),
    getLang: () => ui.getState().language,
    // A 401 anywhere: the same clearing as a logout, without the call. A guest has nothing to clear.
    // A session a time-out or self-exclusion ended says so: the page shows it as if its socket
    // had (the exclusion notice's listener logs out; a page whose socket did hear it has already).
    onUnauthorized: (refusal?: ApiResult) => {
      const { kind, until } = (refusal?.data ?? {}) as { kind?: unknown; until?: unknown };
      const excluded = (kind === 'time_out' || kind === 'self_exclusion') && typeof until === 'number';
      if (excluded) bus.emit(BusEvent.responsibleGamingNotice, { reason: kind, until });
      const logout = getLogout();
      if (logout && session.getState().isLoggedIn)
        void logout({ reason: excluded ? 'responsible-gaming' : 'unauthorized' });
    },
    ...(fetch ? { fetch } : {}),
    // Each call's fetch in a task of its own where the browser can yield cheaply (Total Blocking Time).
    ...(beforeFetch ? { beforeFetch } : {}),
  });
}
