// Events on the member's private channel (spec 02 §7) that only say "this changed": each one asks
// the queries under `keysOf(memberId)` again at once. With `catchUp`, also after every
// (re)subscription, since events published meanwhile never arrive (a fetch already running is
// recent enough then).
import { PrivateChannel, useRealtimeScope, useRemoteProps, useStore, type RealtimePayloads } from '@croupier/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

export function useMemberEventRefetch(
  events: readonly (keyof RealtimePayloads)[],
  keysOf: (memberId: number) => readonly QueryKey[],
  { catchUp = false }: { catchUp?: boolean } = {},
): void {
  const { stores, queryClient } = useRemoteProps();
  const realtime = useRealtimeScope();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  useEffect(() => {
    if (memberId === null) return;
    const channel = PrivateChannel.member(memberId);
    const keys = keysOf(memberId);
    const reload = () => keys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    const offs = events.map((event) => realtime.listenPrivate(channel, event, reload));
    if (catchUp) {
      const again = () =>
        keys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }));
      offs.push(realtime.onPrivateSubscribed(channel, again));
    }
    return () => offs.forEach((off) => off());
  }, [memberId, realtime, queryClient, events, keysOf, catchUp]);
}
