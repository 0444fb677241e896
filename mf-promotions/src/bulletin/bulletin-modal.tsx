// The pop-up's modal (a lazy chunk: loaded only once PopupBulletin has decided to show it): the
// bulletins, or the history in their place, and the three buttons.
import { Modal, type BulletinItem } from '@croupier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { BulletinHistoryList } from './bulletin-history-list.js';
import { BulletinItems } from './bulletin-items.js';
import './styles.css';

interface BulletinModalProps {
  items: readonly BulletinItem[];
  /** OK and the close button. */
  onClose(): void;
  /** "Don't show again this session". */
  onCancel(): void;
}

export function BulletinModal({ items, onClose, onCancel }: BulletinModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const [view, setView] = useState<'bulletins' | 'history'>('bulletins');
  return (
    <Modal
      open
      onClose={onClose}
      title={view === 'history' ? t('bulletin.history_title') : t('bulletin.title')}
      className="mfpr-bulletin"
    >
      {view === 'history' ? <BulletinHistoryList /> : <BulletinItems items={items} />}
      <div className="mfpr-bulletin__actions">
        {view === 'history' ? (
          <button type="button" className="cr-button" onClick={() => setView('bulletins')}>
            {t('bulletin.back')}
          </button>
        ) : (
          <button type="button" className="cr-button" onClick={() => setView('history')}>
            {t('bulletin.history')}
          </button>
        )}
        <button type="button" className="cr-button" onClick={onCancel}>
          {t('bulletin.cancel_session')}
        </button>
        <button type="button" className="cr-button cr-button--primary" onClick={onClose}>
          {t('bulletin.ok')}
        </button>
      </div>
    </Modal>
  );
}

/** The history on its own, opened by openHistory() (the /discount page's "Bulletin history"). */
export function BulletinHistoryModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal open onClose={onClose} title={t('bulletin.history_title')} className="mfpr-bulletin">
      <BulletinHistoryList />
    </Modal>
  );
}
