// The page's one api client, bound to the session (token in and out), the interface
// language, and the logout sequence for a 401.
import { createApiClient, type ApiClient, type SessionStore, type UiStore } from '@croupier/shared';
import type { Logout } from '../services/services.js';

export interface ShellApiOptions {
  session: SessionStore;
  ui: UiStore;
  /** The logout sequence is built after the client (it uses it), hence a getter. */
  getLogout(): Logout | null;
  fetch?: typeof fetch;
}

export function createShellApi({ session, ui, getLogout, fetch }: ShellApiOptions): ApiClient {
  return createApiClient({
    getToken: () => session.getState().token,
    setToken: (token) => session.getState().setToken(token),
    getLang: () => ui.getState().language,
    // A 401 anywhere: the same clearing as a logout, without the call. A guest has nothing to clear.
    onUnauthorized: () => {
      const logout = getLogout();
      if (logout && session.getState().isLoggedIn) void logout({ reason: 'unauthorized' });
    },
    ...(fetch ? { fetch } : {}),
  });
}
