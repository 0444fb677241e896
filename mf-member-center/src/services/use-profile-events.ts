// profile.updated on the member's private channel (spec 02 §7): the profile and the member layout
// (the forced password change's flag among them) are asked again.
import { PrivateChannel, RealtimeEvent, useRealtimeScope, useRemoteProps, useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { SHELL_MEMBER_LAYOUT_KEY, memberKeys } from '../query-keys.js';

export function useProfileEvents(): void {
  const { stores, queryClient } = useRemoteProps();
  const realtime = useRealtimeScope();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  useEffect(() => {
    if (memberId === null) return;
    return realtime.listenPrivate(PrivateChannel.member(memberId), RealtimeEvent.profileUpdated, () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile(memberId) });
      void queryClient.invalidateQueries({ queryKey: SHELL_MEMBER_LAYOUT_KEY });
    });
  }, [memberId, realtime, queryClient]);
}
