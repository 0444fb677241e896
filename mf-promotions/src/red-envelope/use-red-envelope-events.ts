// RedEnvelopeDisplay on the private channel member.{currency} (spec 02 §7): an envelope started
// (or changed) for the member's currency; the envelope is asked again.
import { PrivateChannel, RealtimeEvent, useRealtimeScope, useRemoteProps } from '@croupier/shared';
import { useEffect } from 'react';
import { promotionsKeys } from '../query-keys.js';

export function useRedEnvelopeEvents(memberId: number | null, currency: string | null): void {
  const { queryClient } = useRemoteProps();
  const realtime = useRealtimeScope();
  useEffect(() => {
    if (memberId === null || !currency) return;
    return realtime.listenPrivate(PrivateChannel.memberCurrency(currency), RealtimeEvent.redEnvelopeDisplay, () => {
      void queryClient.invalidateQueries({ queryKey: promotionsKeys.redEnvelope(memberId) });
    });
  }, [memberId, currency, realtime, queryClient]);
}
