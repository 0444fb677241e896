// play1 refused by a responsible-gaming limit (602 loss, 603 session, 601 deposit): why, and the
// way to the member's settings.
import { Modal, useRemoteProps, useStore } from '@croupier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RG_KEYS } from './message-keys.js';
import { RG_SETTINGS_PATH, rgRefusalStore } from './responsible-gaming.js';

const close = () => rgRefusalStore.setState({ message: null });

export function RgRefusalDialog() {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const messageId = useId();
  const message = useStore(rgRefusalStore, (s) => s.message);
  if (!message) return null;
  return (
    <Modal open onClose={close} title={t(RG_KEYS.title)} describedBy={messageId}>
      <p id={messageId}>{t(message.key, message.values)}</p>
      <div className="mf-games-maintain__actions">
        <a
          href={RG_SETTINGS_PATH}
          className="cr-button"
          onClick={(event) => {
            event.preventDefault();
            close();
            navigate(RG_SETTINGS_PATH);
          }}
        >
          {t(RG_KEYS.settings)}
        </a>
        <button type="button" className="cr-button cr-button--primary" onClick={close}>
          {t(RG_KEYS.ok)}
        </button>
      </div>
    </Modal>
  );
}
