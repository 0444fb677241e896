// Opening the third-party sign-in popup. The provider sends it back to /authCallback with a code
// and the `state` given here; the callback page accepts only the state this window wrote (a
// forged callback link cannot log anyone in), then reports to the opener over window-msg.
import { AUTH_CALLBACK_PATH, browserStorage, POPUP_WINDOW, openPopup, type AuthProvider } from '@croupier/shared';

/** localStorage (shared by the site's windows): the state of the sign-in in progress. */
export const AUTH_STATE_KEY = 'auth_login_state';

export interface PendingAuth {
  state: string;
  provider: string;
}

const newState = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The provider's sign-in URL for this site, coming back to /authCallback on this origin. */
export function authorizeUrl(provider: AuthProvider, siteId: string, state: string, origin: string): string {
  const url = new URL(provider.authorize_url, origin);
  url.searchParams.set('redirect_uri', `${origin}${AUTH_CALLBACK_PATH}`);
  url.searchParams.set('state', state);
  url.searchParams.set('site_id', siteId);
  return url.href;
}

/** Opens the popup (null when the browser blocked it). */
export function openAuthPopup(provider: AuthProvider, siteId: string, win: Window = window): Window | null {
  const pending: PendingAuth = { state: newState(), provider: provider.provider };
  // With storage blocked it is kept in this page's memory: the popup's callback cannot see it and
  // refuses the state, and says so.
  browserStorage('local', win).setItem(AUTH_STATE_KEY, JSON.stringify(pending));
  // The shared popup registry: a second click reuses the window, and a logout closes it.
  return openPopup(authorizeUrl(provider, siteId, pending.state, win.location.origin), 'auth', POPUP_WINDOW, win);
}

/** The pending sign-in this state belongs to, removed so it serves once; null when it is not ours. */
export function takePendingAuth(state: string | null, storage: Storage = browserStorage('local')): PendingAuth | null {
  let pending: PendingAuth | null = null;
  try {
    const raw = storage.getItem(AUTH_STATE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<PendingAuth>) : null;
    if (parsed && typeof parsed.state === 'string' && typeof parsed.provider === 'string') {
      pending = { state: parsed.state, provider: parsed.provider };
    }
  } catch {
    return null;
  }
  if (!pending || !state || pending.state !== state) return null;
  storage.removeItem(AUTH_STATE_KEY);
  return pending;
}
