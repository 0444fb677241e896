// The one logout sequence (spec 01 §4). A user's logout first asks when a game is still running
// (not 'reality-check': the member has just chosen to log out over the running game).
// A user's logout (or a duplicate login) then tells the server; a 401 skips the call, the token
// being refused already, and so does a time-out or self-exclusion (the api ended every session). Then, whatever the call answered: clear the stored member, close the
// popups this page opened, drop member data from the cache, reset the stores, give the guest the
// currency of their country, rebuild the socket with public channels only, and tell everyone.
// (Going home afterwards — except inside the iOS app — is SessionEvents' part.)
import {
  browserStorage,
  BusEvent,
  closeAllPopups,
  dialog,
  parseCurrencyList,
  WAITING_WINDOW_KEY,
  MEMBER_LAYOUT_KEY,
} from '@croupier/shared';
import type { Logout, LogoutReason, ShellServices } from '../services/services.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { agentDomainCurrency, applyGuestCurrency } from '../locale/guest-currency.js';
import { postLogout } from './api/logout.js';
import { fetchVisitorCountry } from './api/visitor-country.js';
import { isGameRunning } from './running-game.js';

type Deps = Pick<ShellServices, 'api' | 'bus' | 'stores' | 'queryClient' | 'realtime' | 'i18n'>;

export function createLogout(deps: Deps): Logout {
  let running: Promise<void> | null = null;
  return async ({ reason }) => {
    // Asked before anything else, outside the sequence: a 401 meanwhile still logs out at once.
    if (reason === 'user' && deps.stores.session.getState().isLoggedIn && isGameRunning(deps.queryClient)) {
      if (!(await confirmWithGameRunning(deps))) return;
      if (!deps.stores.session.getState().isLoggedIn) return; // logged out while the question was open
    }
    // A 401 from the logout call itself lands here again: it joins the sequence in flight.
    running ??= runLogout(deps, reason).finally(() => {
      running = null;
    });
    return running;
  };
}

function confirmWithGameRunning({ i18n }: Deps): Promise<boolean> {
  const t = i18n.getFixedT(null, SHELL_NS);
  return dialog.confirm({
    title: t('session.logout.gameRunningTitle'),
    message: t('session.logout.gameRunningMessage'),
    confirmText: t('session.logout.confirm'),
    cancelText: t('session.logout.cancel'),
  });
}

async function runLogout(deps: Deps, reason: LogoutReason): Promise<void> {
  if (reason !== 'unauthorized' && reason !== 'responsible-gaming' && deps.stores.session.getState().isLoggedIn) {
    try {
      const result = await postLogout(deps.api);
      if (!result.success) console.warn(`[shell] logout answered code ${result.code}; clearing the session anyway`);
    } catch (error) {
      console.warn('[shell] logout call failed; clearing the session anyway', error);
    }
  }
  clearSession(deps, reason);
}

function clearSession(deps: Deps, reason: LogoutReason) {
  const { bus, stores, queryClient, realtime, api } = deps;
  api.abortBackground();
  stores.session.getState().clear();
  closeAllPopups();
  browserStorage('local').removeItem(WAITING_WINDOW_KEY);
  const currencies = parseCurrencyList(stores.site.getState().detail?.settings.CURRENCY);
  if (currencies[0]) stores.ui.getState().setCurrency(currencies[0]);
  void guestCurrencyFromCountry(deps, currencies);
  // The header's member query goes with its component; every other query (each remote's
  // member data among them) is reset, and what is still on screen refetches as a guest.
  queryClient.removeQueries({ queryKey: MEMBER_LAYOUT_KEY });
  void queryClient.resetQueries();
  realtime.reconnect();
  bus.emit(BusEvent.loggedOut, { reason });
}

/** The guest's currency: an agent-domain host's forced one, else the visitor's country's when the site offers it. */
async function guestCurrencyFromCountry({ api, stores }: Deps, offered: string[]): Promise<void> {
  const forced = agentDomainCurrency();
  if (forced) return applyGuestCurrency(stores, forced);
  try {
    const { currency } = await fetchVisitorCountry(api);
    if (currency && offered.includes(currency)) applyGuestCurrency(stores, currency);
  } catch (error) {
    console.warn("[shell] the visitor's country is unknown; keeping the site's default currency", error);
  }
}
