// What a visitor can do on a promotion, by its apply_type and the member's status: nothing (0);
// Apply (1) -> under review, then approved or rejected; Claim <bonus> (2) -> paid at once. A guest
// is asked to log in first (and comes back here). A refusal (301-304) says the server's message.
import {
  BusEvent,
  PROMOTION_APPLY_TYPE,
  failureMessage,
  formatMoney,
  renderMessage,
  useRemoteProps,
  useRequestId,
  useStore,
  type PromotionDetail,
} from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { usePageCurrency } from '../use-page-currency.js';
import { useApplyPromotion } from './api/promotion-apply.js';
import { useIsComing } from './promotion-period.js';

export function PromotionAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const { bus, location, stores } = useRemoteProps();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const currency = usePageCurrency() ?? '';
  const coming = useIsComing()(promotion);
  const apply = useApplyPromotion();
  const requestId = useRequestId();
  if (promotion.apply_type === PROMOTION_APPLY_TYPE.none) return null;

  const isClaim = promotion.apply_type === PROMOTION_APPLY_TYPE.claim;
  const bonus = formatMoney(promotion.bonus, currency);
  const submit = () => {
    if (apply.isPending) return;
    apply.mutate(
      { id: promotion.id, request_id: requestId.for({ id: promotion.id }) },
      { onSuccess: () => requestId.done() },
    );
  };

  let body;
  if (!isLoggedIn) {
    body = (
      <button
        type="button"
        className="cr-button cr-button--primary"
        onClick={() => bus.emit(BusEvent.openLogin, { target: `${location.pathname}${location.search}` })}
      >
        {isClaim ? t('discount.action.login_claim') : t('discount.action.login_apply')}
      </button>
    );
  } else if (promotion.status !== 'none') {
    body = null;
  } else if (!coming) {
    body = (
      <button type="button" className="cr-button cr-button--primary" aria-disabled={apply.isPending} onClick={submit}>
        {isClaim ? t('discount.action.claim', { bonus }) : t('discount.action.apply')}
      </button>
    );
  }

  return (
    <div className="mfpd-action">
      {isClaim && promotion.status === 'none' ? <p>{t('discount.action.bonus', { bonus })}</p> : null}
      <p role="status" className={promotion.status === 'approved' ? 'mfpd-ok' : undefined}>
        {statusText(t, promotion, bonus)}
      </p>
      {body}
      <p role="alert" className="mfpd-alert">
        {apply.isError ? renderMessage(t, failureMessage(apply.error, { key: 'discount.action.failed' })) : ''}
      </p>
    </div>
  );
}

function statusText(
  t: (key: string, values?: Record<string, string>) => string,
  promotion: PromotionDetail,
  bonus: string,
): string {
  switch (promotion.status) {
    case 'pending':
      return t('discount.status_text.pending');
    case 'approved':
      return promotion.apply_type === PROMOTION_APPLY_TYPE.claim
        ? t('discount.status_text.claimed', { bonus })
        : t('discount.status_text.approved');
    case 'rejected':
      return t('discount.status_text.rejected');
    default:
      return '';
  }
}
