// The agreement modal: the service agreement (POST /arks/web/register-settings/service-agreement),
// sanitised before it is shown.
import { useTranslation } from 'react-i18next';
import { Modal, failureMessage, renderMessage } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { useServiceAgreement } from './api/get-service-agreement.js';

export interface AgreementModalProps {
  siteId: string;
  onClose(): void;
  onAccept(): void;
}

/** Mounted while open: each opening loads the agreement afresh. */
export function AgreementModal({ siteId, onClose, onAccept }: AgreementModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const agreement = useServiceAgreement(siteId);

  return (
    <Modal open onClose={onClose} title={t('signup.agreement_title')} className="mf-auth-agreement">
      {agreement.isPending ? (
        <p role="status">{t('signup.agreement_loading')}</p>
      ) : agreement.isError ? (
        <p role="alert" className="mf-auth-login__error">
          {renderMessage(t, failureMessage(agreement.error, { key: 'signup.err_agreement_load' }))}
        </p>
      ) : (
        // Sanitised by the query: scripts, handlers, styles, forms and frames are gone.
        <div className="mf-auth-agreement__content" dangerouslySetInnerHTML={{ __html: agreement.data }} />
      )}
      <div className="cr-dialog__actions">
        <button type="button" className="cr-button" onClick={onClose}>
          {t('close', { ns: 'common' })}
        </button>
        <button
          type="button"
          className="cr-button cr-button--primary"
          disabled={!agreement.isSuccess}
          onClick={() => {
            onAccept();
            onClose();
          }}
        >
          {t('signup.agreement_accept')}
        </button>
      </div>
    </Modal>
  );
}
