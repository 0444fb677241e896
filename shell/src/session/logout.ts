// The one logout sequence (spec 01 §4). A user's logout (or a duplicate login) first tells
// the server; a 401 skips the call, the token being refused already. Then, whatever the
// call answered: clear the stored member, drop member data from the cache, reset the
// stores, rebuild the socket with public channels only, and tell everyone.
import { BusEvent, type BusPayloads } from '@croupier/shared';
import type { ShellServices } from '../app/services.js';
import { postLogout } from './api/logout.js';
import { MEMBER_LAYOUT_KEY } from './api/member-layout.js';

export type LogoutReason = BusPayloads[typeof BusEvent.loggedOut]['reason'];
export type Logout = (options: { reason: LogoutReason }) => Promise<void>;

type Deps = Pick<ShellServices, 'api' | 'bus' | 'stores' | 'queryClient' | 'realtime'>;

export function createLogout(deps: Deps): Logout {
  let running: Promise<void> | null = null;
  // A 401 from the logout call itself lands here again: it joins the sequence in flight.
  return (options) => {
    running ??= runLogout(deps, options.reason).finally(() => {
      running = null;
    });
    return running;
  };
}

async function runLogout(deps: Deps, reason: LogoutReason): Promise<void> {
  if (reason !== 'unauthorized' && deps.stores.session.getState().isLoggedIn) {
    try {
      const result = await postLogout(deps.api);
      if (!result.success) console.warn(`[shell] logout answered code ${result.code}; clearing the session anyway`);
    } catch (error) {
      console.warn('[shell] logout call failed; clearing the session anyway', error);
    }
  }
  clearSession(deps, reason);
}

function clearSession({ bus, stores, queryClient, realtime, api }: Deps, reason: LogoutReason) {
  api.abortBackground();
  stores.session.getState().clear();
  const currencies = stores.site.getState().detail?.settings.CURRENCY.split(',') ?? [];
  if (currencies[0]) stores.ui.getState().setCurrency(currencies[0].trim());
  // The header's member query goes with its component; every other query (each remote's
  // member data among them) is reset, and what is still on screen refetches as a guest.
  queryClient.removeQueries({ queryKey: MEMBER_LAYOUT_KEY });
  void queryClient.resetQueries();
  realtime.reconnect();
  bus.emit(BusEvent.loggedOut, { reason });
}
