// The red envelope's floating widget, countdown and claim modal (spec 02 §4, §7, §8).
// Members only. The envelope comes from /activity/red_envelope_promotion and again on
// RedEnvelopeDisplay; the widget counts down to end_at (America/Caracas), hides at 0 and asks again
// after RED_ENVELOPE_REFETCH_MS. A claim opens a modal with the cash; closing it refreshes the
// header's balance (MEMBER_LAYOUT_KEY) and the wallet (BusEvent.walletRefreshRequested). 102 says
// the server's message and clears the envelope; other failures say the message.
// This part is on every page, so it only asks and listens: the countdown and the claim's modal
// are lazy chunks, fetched once there is an envelope (or a claimed one) to show.
import { BusEvent, MEMBER_LAYOUT_KEY, useRemoteProps, useStore, type RedEnvelopeClaim } from '@croupier/shared';
import { lazy, Suspense, useState } from 'react';
import { useRedEnvelope } from './api/red-envelope-promotion.js';
import { useRedEnvelopeEvents } from './use-red-envelope-events.js';

const Countdown = lazy(() => import('./countdown.js').then((m) => ({ default: m.Countdown })));
const ClaimResultModal = lazy(() => import('./claim-result-modal.js').then((m) => ({ default: m.ClaimResultModal })));

export function RedEnvelopeWidget() {
  const { stores, queryClient, bus } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  const currency = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_currency : null));
  useRedEnvelopeEvents(memberId, currency);
  const envelope = useRedEnvelope(memberId);
  const [claimed, setClaimed] = useState<RedEnvelopeClaim | null>(null);

  const closeResult = () => {
    setClaimed(null);
    void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_KEY });
    bus.emit(BusEvent.walletRefreshRequested, {});
  };

  if (memberId === null) return null;
  return (
    <>
      <Suspense fallback={null}>
        {envelope.data && (
          <Countdown key={envelope.data.id} envelope={envelope.data} memberId={memberId} onClaimed={setClaimed} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {claimed && <ClaimResultModal claim={claimed} currency={currency ?? ''} onClose={closeResult} />}
      </Suspense>
    </>
  );
}
