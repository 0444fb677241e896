// A raise or removal waiting for its time: "… pending until {time}" and a Cancel button that
// names the limit it cancels (for a screen reader among seven of them).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

export interface PendingChangeProps {
  /** The waiting value as shown (money, minutes), or null for a removal. */
  value: string | null;
  effectiveAt: string;
  /** The limit's name, read after "Cancel". */
  limitName: string;
  busy: boolean;
  onCancel(): void;
}

export function PendingChange({ value, effectiveAt, limitName, busy, onCancel }: PendingChangeProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className="mfmc-rg__pending">
      <span>
        {value === null
          ? t('rg.pending_removal', { time: effectiveAt })
          : t('rg.pending_raise', { value, time: effectiveAt })}
      </span>{' '}
      <button type="button" className="cr-button" aria-disabled={busy} onClick={() => !busy && onCancel()}>
        {t('rg.cancel')}
        <span className="mfmc-visually-hidden"> {limitName}</span>
      </button>
    </p>
  );
}
