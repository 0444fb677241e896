// The red envelope's floating widget, countdown and claim modal (spec 02 §4, §7, §8; issue 13).
// Members only. The envelope comes from /activity/red_envelope_promotion and again on
// RedEnvelopeDisplay; the widget counts down to end_at (America/Caracas), hides at 0 and asks again
// after RED_ENVELOPE_REFETCH_MS. A claim opens a modal with the cash; closing it refreshes the
// header's balance (MEMBER_LAYOUT_KEY) and the wallet (BusEvent.walletRefreshRequested). 102 says
// the server's message and clears the envelope; other failures say the message.
import {
  BusEvent,
  MEMBER_LAYOUT_KEY,
  RED_ENVELOPE_REFETCH_MS,
  toast,
  useRemoteProps,
  useRequestId,
  useStore,
  type RedEnvelope,
  type RedEnvelopeClaim,
} from '@croupier/shared';
import { useEffect, useInsertionEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { promotionsKeys } from '../query-keys.js';
import { useClaimRedEnvelope } from './api/red-envelope-claim.js';
import { useRedEnvelope } from './api/red-envelope-promotion.js';
import { ClaimResultModal } from './claim-result-modal.js';
import { claimFailureText } from './claim-failure-text.js';
import { clockText, endTimeMs } from './end-time.js';
import { EnvelopeIcon } from './envelope-icon.js';
import { ensureRedEnvelopeStyles } from './styles.js';
import { useRedEnvelopeEvents } from './use-red-envelope-events.js';
import { useSecondsLeft } from './use-seconds-left.js';

export function RedEnvelopeWidget() {
  const { stores, queryClient, bus } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  const currency = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_currency : null));
  useInsertionEffect(() => ensureRedEnvelopeStyles(), []);
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
      {envelope.data && <Countdown key={envelope.data.id} envelope={envelope.data} memberId={memberId} onClaimed={setClaimed} />}
      <ClaimResultModal claim={claimed} currency={currency ?? ''} onClose={closeResult} />
    </>
  );
}

function Countdown({ envelope, memberId, onClaimed }: { envelope: RedEnvelope; memberId: number; onClaimed(claim: RedEnvelopeClaim): void }) {
  const { t } = useTranslation(NAMESPACE);
  const { queryClient } = useRemoteProps();
  const left = useSecondsLeft(endTimeMs(envelope.end_at));
  const over = left === 0;
  const claim = useClaimRedEnvelope(memberId);
  const requestId = useRequestId();

  // At 0 it hides, then the envelope is asked again (a next one may have started).
  useEffect(() => {
    if (!over) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: promotionsKeys.redEnvelope(memberId) }),
      RED_ENVELOPE_REFETCH_MS,
    );
    return () => clearTimeout(timer);
  }, [over, queryClient, memberId]);

  if (over || left === null) return null;

  const onClaim = () => {
    if (claim.isPending) return;
    claim.mutate(
      { id: envelope.id, request_id: requestId.for({ id: envelope.id }) },
      {
        onSuccess: (result) => {
          requestId.done();
          onClaimed(result);
        },
        onError: (err) => toast.show(claimFailureText(t, err), { type: 'error' }),
      },
    );
  };

  return (
    <aside className="mfpr-envelope" aria-label={t('red_envelope.region')}>
      <EnvelopeIcon />
      <div className="mfpr-envelope__body">
        <p className="mfpr-envelope__title">{t('red_envelope.title')}</p>
        <p className="mfpr-envelope__timer" role="timer" aria-label={t('red_envelope.time_left')}>
          {clockText(left)}
        </p>
      </div>
      <button type="button" className="mfpr-envelope__claim" aria-disabled={claim.isPending} onClick={onClaim}>
        {claim.isPending ? t('red_envelope.claiming') : t('red_envelope.claim')}
      </button>
    </aside>
  );
}
