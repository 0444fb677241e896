// BusEvent.walletRefreshRequested: money arrived outside the cashier (a red envelope, a sign-in
// reward, a promotion bonus; spec 02 §4): the wallet list is asked again.
import { BusEvent, useRemoteProps } from '@croupier/shared';
import { useEffect } from 'react';
import { memberKeys } from '../query-keys.js';

export function useWalletRefreshRequests(): void {
  const { bus, queryClient, stores } = useRemoteProps();
  useEffect(
    () =>
      bus.on(BusEvent.walletRefreshRequested, () => {
        const memberId = stores.session.getState().member_id;
        void queryClient.invalidateQueries({ queryKey: memberKeys.myCash(memberId) });
      }),
    [bus, queryClient, stores.session],
  );
}
