// After a login (spec 01 §4): the socket reconnects with the member's token (private
// channels), and every query refetches, since member data and prices depend on who is in.
import type { BusPayloads, BusEvent } from '@croupier/shared';
import type { ShellServices } from '../app/services.js';

type Deps = Pick<ShellServices, 'stores' | 'queryClient' | 'realtime'>;

export function handleLoginSucceeded(
  { stores, queryClient, realtime }: Deps,
  { session }: BusPayloads[typeof BusEvent.loginSucceeded],
): void {
  // mf-auth stores the session; adopt it here too if it did not, so the socket has the token.
  if (stores.session.getState().token !== session.token) stores.session.getState().setSession(session);
  stores.ui.getState().setCurrency(session.member_currency);
  realtime.reconnect();
  void queryClient.invalidateQueries();
}
