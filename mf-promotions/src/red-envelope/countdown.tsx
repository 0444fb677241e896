// The red envelope's floating widget itself (a lazy chunk of RedEnvelopeWidget): the time left to
// end_at, hidden at 0 and the envelope asked again after RED_ENVELOPE_REFETCH_MS; the claim button.
import {
  toast,
  useRemoteProps,
  useRequestId,
  useStore,
  type RedEnvelope,
  type RedEnvelopeClaim,
} from '@croupier/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { promotionsKeys } from '../query-keys.js';
import { useClaimRedEnvelope } from './api/red-envelope-claim.js';
import { claimFailureText } from './claim-failure-text.js';
import { clockText, endTimeMs } from './end-time.js';
import { EnvelopeIcon } from './envelope-icon.js';
import './styles.css';
import { useSecondsLeft } from './use-seconds-left.js';
import { RED_ENVELOPE_REFETCH_MS } from '../constants.js';

export function Countdown({
  envelope,
  memberId,
  onClaimed,
}: {
  envelope: RedEnvelope;
  memberId: number;
  onClaimed(claim: RedEnvelopeClaim): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { queryClient, stores } = useRemoteProps();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
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
    <aside
      className={isDesktop ? 'mfpr-envelope mfpr-envelope--pc' : 'mfpr-envelope'}
      aria-label={t('red_envelope.region')}
    >
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
