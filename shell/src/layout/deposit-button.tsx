// Deposit: the shell's windows code decides where it goes (BusEvent.depositRequested).
import { BusEvent } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';

export function DepositButton({ className = 'cr-shell-button' }: { className?: string }) {
  const { bus } = useServices();
  const { t } = useTranslation(SHELL_NS);
  return (
    <button type="button" className={className} onClick={() => bus.emit(BusEvent.depositRequested, {})}>
      {t('layout.deposit')}
    </button>
  );
}
