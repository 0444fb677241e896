// Under a time-out's or self-exclusion's refusal (604/605): what stays open to the
// member — the help pages and customer service (the shell opens it, BusEvent.customerServiceRequested).
import { BusEvent, useRemoteProps } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

/** The shell's help pages. */
export const HELP_PAGES_PATH = '/faq';

export interface ExclusionHelpProps {
  /** Called before going to the help pages (the modal closes). */
  onLeave?: () => void;
}

export function ExclusionHelp({ onLeave }: ExclusionHelpProps) {
  const { t } = useTranslation(NAMESPACE);
  const { bus, navigate } = useRemoteProps();
  return (
    <p className="mf-auth-exclusion-help">
      <a
        href={HELP_PAGES_PATH}
        className="mf-auth-link"
        onClick={(event) => {
          event.preventDefault();
          onLeave?.();
          navigate(HELP_PAGES_PATH);
        }}
      >
        {t('exclusion.help_pages')}
      </a>
      <button type="button" className="mf-auth-link" onClick={() => bus.emit(BusEvent.customerServiceRequested, {})}>
        {t('exclusion.customer_service')}
      </button>
    </p>
  );
}
