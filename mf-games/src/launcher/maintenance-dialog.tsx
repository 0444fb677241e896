// Play answered 203: the provider is in maintenance. Start and end times when known, else the
// generic text; a customer-service button (the shell opens it).
import { BusEvent, Modal, useRemoteProps, type MaintainInterval } from '@croupier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LAUNCHER_KEYS } from './message-keys.js';

function useMaintenanceText(interval: MaintainInterval | null): string {
  const { t } = useTranslation();
  const start = interval?.start ?? null;
  const end = interval?.end ?? null;
  if (start && end) return t(LAUNCHER_KEYS.maintainInterval, { start, end });
  if (end) return t(LAUNCHER_KEYS.maintainUntil, { end });
  if (start) return t(LAUNCHER_KEYS.maintainFrom, { start });
  return t(LAUNCHER_KEYS.maintainGeneric);
}

export function MaintenanceDialog({ interval, onClose }: { interval: MaintainInterval | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const messageId = useId();
  const text = useMaintenanceText(interval);
  return (
    <Modal open onClose={onClose} title={t(LAUNCHER_KEYS.maintainTitle)} describedBy={messageId}>
      <p id={messageId}>{text}</p>
      <div className="mf-games-maintain__actions">
        <button
          type="button"
          className="cr-button"
          onClick={() => {
            bus.emit(BusEvent.customerServiceRequested, {});
            onClose();
          }}
        >
          {t(LAUNCHER_KEYS.maintainCustomerService)}
        </button>
        <button type="button" className="cr-button cr-button--primary" onClick={onClose}>
          {t(LAUNCHER_KEYS.maintainOk)}
        </button>
      </div>
    </Modal>
  );
}
