// letter.sent, letter.read and letter.delete on the member's private channel (spec 02 §7): the
// letter list is asked again at once (the page and the badge follow). Also after every
// (re)subscription, since events published meanwhile never arrive.
import { PrivateChannel, RealtimeEvent, useRealtimeScope, useRemoteProps, useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { memberKeys } from '../query-keys.js';

export function useLetterEvents(): void {
  const { stores, queryClient } = useRemoteProps();
  const realtime = useRealtimeScope();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  useEffect(() => {
    if (memberId === null) return;
    const channel = PrivateChannel.member(memberId);
    const reload = () => void queryClient.invalidateQueries({ queryKey: memberKeys.lettersOf(memberId) });
    // A (re)join: a fetch already running is recent enough.
    const catchUp = () => void queryClient.invalidateQueries({ queryKey: memberKeys.lettersOf(memberId) }, { cancelRefetch: false });
    const offs = [
      realtime.listenPrivate(channel, RealtimeEvent.letterSent, reload),
      realtime.listenPrivate(channel, RealtimeEvent.letterRead, reload),
      realtime.listenPrivate(channel, RealtimeEvent.letterDelete, reload),
      realtime.onPrivateSubscribed(channel, catchUp),
    ];
    return () => offs.forEach((off) => off());
  }, [memberId, realtime, queryClient]);
}
