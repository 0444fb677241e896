// The session time limit reached: games cannot be started until the next login (the
// api refuses play1 with 603 from now on); the member may log out at once.
import { Modal } from '@croupier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

export interface SessionLimitDialogProps {
  /** The limit reached, in minutes; null = closed. */
  limitMinutes: number | null;
  onClose: () => void;
  onLogOut: () => void;
}

export function SessionLimitDialog({ limitMinutes, onClose, onLogOut }: SessionLimitDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const bodyId = useId();
  return (
    <Modal open={limitMinutes !== null} onClose={onClose} title={t('reality_check.limit_title')} describedBy={bodyId}>
      <p id={bodyId}>{t('reality_check.limit_body', { minutes: limitMinutes ?? 0 })}</p>
      <div className="cr-dialog__actions">
        <button type="button" className="cr-button" onClick={onClose}>
          {t('reality_check.limit_close')}
        </button>
        <button type="button" className="cr-button cr-button--primary" onClick={onLogOut}>
          {t('reality_check.log_out')}
        </button>
      </div>
    </Modal>
  );
}
