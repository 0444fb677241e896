// BusEvent.responsibleGamingNotice (the shell relays the member channel's notice; this parcel
// tells session_limit itself): the state is asked again, so a changed interval or limit
// reschedules and the page shows the new room.
import { BusEvent, useRemoteProps, useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { memberKeys } from '../query-keys.js';

export function useResponsibleGamingNotices(): void {
  const { bus, queryClient, stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  useEffect(() => {
    if (memberId === null) return;
    return bus.on(BusEvent.responsibleGamingNotice, () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.responsibleGaming(memberId) });
    });
  }, [bus, queryClient, memberId]);
}
