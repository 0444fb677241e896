// After a login (spec 01 §4): the socket reconnects with the member's token (private
// channels), and every query refetches, since member data and prices depend on who is in.
// The saved target then opens: popup targets (fastPayment, user, proxy) as windows, the
// rest as a navigation.
import type { BusPayloads, BusEvent } from '@croupier/shared';
import type { ShellServices } from '../services/services.js';
import { currentDevice } from '../device/current-device.js';
import { isNativeApp } from '../device/detect-device.js';
import { openTarget } from '../windows/open-target.js';

type Deps = Pick<ShellServices, 'stores' | 'queryClient' | 'realtime'>;

export function handleLoginSucceeded(
  { stores, queryClient, realtime }: Deps,
  { session }: BusPayloads[typeof BusEvent.loginSucceeded],
): void {
  // mf-auth stores the session; adopt it here too if it did not, so the socket has the token.
  // (The token alone may already be there: the api client keeps a token answered in a header.)
  const current = stores.session.getState();
  if (current.token !== session.token || current.member_id !== session.member_id) current.setSession(session);
  stores.ui.getState().setCurrency(session.member_currency);
  realtime.reconnect();
  void queryClient.invalidateQueries();
}

export function openLoginTarget(
  target: string,
  { stores }: Pick<ShellServices, 'stores'>,
  navigate: (to: string) => void,
): void {
  openTarget(target, { isDesktop: stores.ui.getState().isDesktop, inApp: isNativeApp(currentDevice()), navigate });
}
