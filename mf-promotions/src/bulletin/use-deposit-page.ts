// Whether the member centre's deposit page is shown (spec 02 §2, §4): its paths, or the member
// centre saying so (BusEvent.depositPageShown, e.g. a deposit opened inside another page).
import { BusEvent, useRemoteProps } from '@croupier/shared';
import { useEffect, useState } from 'react';

export const DEPOSIT_PATHS: readonly string[] = ['/Deposit', '/user/Deposit'];

export function useDepositPage(): boolean {
  const { bus, location } = useRemoteProps();
  const [shown, setShown] = useState(false);
  useEffect(() => bus.on(BusEvent.depositPageShown, (payload) => setShown(payload.shown)), [bus]);
  return shown || DEPOSIT_PATHS.includes(location.pathname.replace(/\/+$/, ''));
}
