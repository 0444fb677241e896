// The one place a login completes (password, device code, double validation, third-party popup)
// and spec 01 §4 step 2-3 happens:
//   - the session is stored (stores.session, local storage);
//   - BusEvent.loginSucceeded {session, previousCurrency, target}: the shell reconnects the socket,
//     refetches, and opens the target (fastPayment, user and proxy as windows, else a navigation);
//   - BusEvent.afterLoginLoads {member_id, member_currency}: each remote loads what it owns
//     (layout, game list, letters, marquee, pop-up discount, history pop-up discount);
//   - a currency change: on desktop BusEvent.gamesRefetchList, on mobile a page reload. This rule
//     lives here and nowhere else.
import { BusEvent, type Bus, type LoginSession, type RemoteStores } from '@croupier/shared';

export interface CompleteLoginDeps {
  bus: Bus;
  stores: RemoteStores;
  /** A page reload (the mobile currency rule); a parameter so tests can watch it. */
  reload?: () => void;
}

export function completeLogin(
  { bus, stores, reload = () => window.location.reload() }: CompleteLoginDeps,
  session: LoginSession,
  target?: string,
): void {
  // The currency the page shows now: the layout's, else the one stored with the last session.
  const previousCurrency = stores.ui.getState().currency ?? stores.session.getState().member_currency;
  const isDesktop = stores.ui.getState().isDesktop;
  stores.session.getState().setSession(session);
  bus.emit(BusEvent.loginSucceeded, { session, previousCurrency, ...(target ? { target } : {}) });
  bus.emit(BusEvent.afterLoginLoads, { member_id: session.member_id, member_currency: session.member_currency });
  if (previousCurrency !== null && previousCurrency !== session.member_currency) {
    if (isDesktop) bus.emit(BusEvent.gamesRefetchList, { currency: session.member_currency });
    else reload();
  }
}
