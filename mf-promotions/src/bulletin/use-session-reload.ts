// Spec 01 §4 step 3: after a login each remote loads what it owns (the member's bulletins); after a
// logout the guest's. The query key follows the member already; this asks again even when the
// entry was cached earlier in the page's life.
import { BusEvent, useRemoteProps } from '@croupier/shared';
import { useEffect } from 'react';
import { promotionsKeys } from '../query-keys.js';

export function useSessionReload(): void {
  const { bus, queryClient } = useRemoteProps();
  useEffect(() => {
    const reload = (memberId: number | null) =>
      void queryClient.invalidateQueries({ queryKey: promotionsKeys.bulletins(memberId) }, { cancelRefetch: false });
    const offLogin = bus.on(BusEvent.afterLoginLoads, ({ member_id }) => reload(member_id));
    const offLogout = bus.on(BusEvent.loggedOut, () => reload(null));
    return () => {
      offLogin();
      offLogout();
    };
  }, [bus, queryClient]);
}
