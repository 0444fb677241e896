// The claimed cash (spec 02 §4): a modal (a lazy chunk of RedEnvelopeWidget, drawn once there is a
// claim); closing it refreshes the balance shown.
import { formatMoney, Modal, type RedEnvelopeClaim } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import './styles.css';

export function ClaimResultModal({
  claim,
  currency,
  onClose,
}: {
  claim: RedEnvelopeClaim;
  currency: string;
  onClose(): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal open onClose={onClose} title={t('red_envelope.result_title')} className="mfpr-envelope-result">
      <p className="mfpr-envelope-result__cash">
        {t('red_envelope.result_cash', { cash: formatMoney(claim.cash, currency) })}
      </p>
      <p>{t('red_envelope.result_balance', { balance: formatMoney(claim.balance, currency) })}</p>
      <div className="mfpr-envelope-result__actions">
        <button type="button" className="cr-button cr-button--primary" onClick={onClose}>
          {t('red_envelope.result_ok')}
        </button>
      </div>
    </Modal>
  );
}
