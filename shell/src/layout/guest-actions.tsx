// A guest's "Log in" and "Register", both opening mf-auth's modal (on its tab). Only when the
// site has mf-auth enabled: without it there is nothing to open. Hovering, focusing or touching
// either loads the modal's code; a click before the modal's parcel has mounted is held until it
// listens (openLoginWhenReady), not lost, and the buttons say they are busy meanwhile.
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { openLoginWhenReady, useLoginModalBusy, wantLoginModal } from '../routing/login-modal-gate.js';

export function GuestActions() {
  const { bus, registry } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const busy = useLoginModalBusy();
  if (!registry.isEnabled('mf-auth')) return null;
  const want = () => wantLoginModal(bus);
  const warm = {
    onPointerEnter: want,
    onPointerDown: want,
    onTouchStart: want,
    onFocus: want,
    'aria-busy': busy || undefined,
  };
  return (
    <div className="cr-shell-guest">
      <button
        type="button"
        className="cr-shell-button cr-shell-button--ghost"
        {...warm}
        onClick={() => void openLoginWhenReady(bus, {})}
      >
        {t('header.login')}
      </button>
      <button
        type="button"
        className="cr-shell-button"
        {...warm}
        onClick={() => void openLoginWhenReady(bus, { tab: 'register' })}
      >
        {t('layout.register')}
      </button>
    </div>
  );
}
