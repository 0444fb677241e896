// The agreement modal: the service agreement from POST /arks/web/register-settings/service-agreement,
// server HTML made safe with sanitizeHtml (DOMPurify) before it is shown.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, sanitizeHtml, type ApiClient } from '@croupier/shared';
import { getServiceAgreement } from '../api/get-service-agreement.js';
import { NAMESPACE } from '../i18n.js';
import { isAborted, renderMessage, transportErrorMessage, type Message } from '../message.js';

export interface AgreementModalProps {
  api: ApiClient;
  siteId: string;
  onClose(): void;
  onAccept(): void;
}

type Content = { html: string } | { error: Message } | null;

/** Mounted while open: each opening loads the agreement afresh. */
export function AgreementModal({ api, siteId, onClose, onAccept }: AgreementModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const [content, setContent] = useState<Content>(null);

  useEffect(() => {
    const controller = new AbortController();
    getServiceAgreement(api, siteId, controller.signal).then(
      async (r) => {
        if (!r.success) return setContent({ error: r.message ? { text: r.message } : { key: 'signup.err_agreement_load' } });
        const html = await sanitizeHtml(r.data?.content ?? '');
        if (!controller.signal.aborted) setContent({ html });
      },
      (err: unknown) => {
        if (!controller.signal.aborted && !isAborted(err)) setContent({ error: transportErrorMessage(err) });
      },
    );
    return () => controller.abort();
  }, [api, siteId]);

  return (
    <Modal open onClose={onClose} title={t('signup.agreement_title')} className="mf-auth-agreement">
      {content === null ? (
        <p role="status">{t('signup.agreement_loading')}</p>
      ) : 'error' in content ? (
        <p role="alert" className="mf-auth-login__error">
          {renderMessage(t, content.error)}
        </p>
      ) : (
        // Sanitised above: scripts, handlers, styles, forms and frames are gone.
        <div className="mf-auth-agreement__content" dangerouslySetInnerHTML={{ __html: content.html }} />
      )}
      <div className="cr-dialog__actions">
        <button type="button" className="cr-button" onClick={onClose}>
          {t('close', { ns: 'common' })}
        </button>
        <button
          type="button"
          className="cr-button cr-button--primary"
          disabled={content === null || 'error' in content}
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
