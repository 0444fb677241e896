// A guest's "Log in" and "Register", both opening mf-auth's modal (on its tab). Only when the
// site has mf-auth enabled: without it there is nothing to open. A click before the modal's
// parcel has mounted is held until it listens (openLoginWhenReady), not lost.
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { openLoginWhenReady } from '../routing/login-modal-gate.js';

export function GuestActions() {
  const { bus, registry } = useServices();
  const { t } = useTranslation(SHELL_NS);
  if (!registry.isEnabled('mf-auth')) return null;
  return (
    <div className="cr-shell-guest">
      <button type="button" className="cr-shell-button cr-shell-button--ghost" onClick={() => void openLoginWhenReady(bus, {})}>
        {t('header.login')}
      </button>
      <button type="button" className="cr-shell-button" onClick={() => void openLoginWhenReady(bus, { tab: 'register' })}>
        {t('layout.register')}
      </button>
    </div>
  );
}
