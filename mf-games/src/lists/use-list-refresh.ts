// Keeps the games lists current for whoever is looking: a desktop currency change
// (games:refetch-list), the loads after a login (auth:after-login-loads), and any login or
// logout (member_favorite is the caller's) ask the lists again. (A language switch needs
// nothing here: the lists are keyed by language, see lists/api/.) Mounted once, by GamesApp.
import { useEffect } from 'react';
import { BusEvent, useRemoteProps } from '@croupier/shared';
import { isListQuery } from './list-queries.js';

export function useListRefresh(): void {
  const { bus, stores, queryClient } = useRemoteProps();
  useEffect(() => {
    // Asked by an event: a fetch already running for the same lists is good enough.
    const refetch = () => void queryClient.invalidateQueries({ predicate: isListQuery }, { cancelRefetch: false });
    const offRefetch = bus.on(BusEvent.gamesRefetchList, refetch);
    const offAfterLogin = bus.on(BusEvent.afterLoginLoads, refetch);
    // Another caller: whatever is running was asked with the old token.
    const offSession = stores.session.subscribe((now, before) => {
      if (now.isLoggedIn !== before.isLoggedIn || now.member_id !== before.member_id) {
        void queryClient.invalidateQueries({ predicate: isListQuery });
      }
    });
    return () => {
      offRefetch();
      offAfterLogin();
      offSession();
    };
  }, [bus, stores.session, queryClient]);
}
