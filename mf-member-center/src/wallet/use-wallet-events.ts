// member.cash and all_transfer_back on the member's private channel (spec 02 §7): the wallet list
// is asked again at once while MyWallet is shown.
import { PrivateChannel, RealtimeEvent, useRealtimeScope, useRemoteProps, useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { memberKeys } from '../query-keys.js';

export function useWalletEvents(): void {
  const { stores, queryClient } = useRemoteProps();
  const realtime = useRealtimeScope();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  useEffect(() => {
    if (memberId === null) return;
    const channel = PrivateChannel.member(memberId);
    const reload = () => void queryClient.invalidateQueries({ queryKey: memberKeys.myCash(memberId) });
    const offs = [
      realtime.listenPrivate(channel, RealtimeEvent.memberCash, reload),
      realtime.listenPrivate(channel, RealtimeEvent.allTransferBack, reload),
    ];
    return () => offs.forEach((off) => off());
  }, [memberId, realtime, queryClient]);
}
