// H5_2's side menu: the site's sections, the language, and the account (or Log in / Register).
// A modal dialog (focus kept inside, Escape closes, focus returns to the menu button).
import { useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { LanguageSwitcher } from '../locale/language-switcher.js';
import { DepositButton } from './deposit-button.js';
import { GuestActions } from './guest-actions.js';
import { LogoutButton, MemberSummary } from './member-summary.js';
import { SiteNav } from './site-nav.js';
import { LazyModal } from './lazy-modal.js';

export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const { pathname } = useLocation();
  // A navigation (from the menu or anywhere) closes it.
  useEffect(() => onClose(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <LazyModal open={open} onClose={onClose} title={t('layout.menu')} className="cr-shell-drawer" closeOnBackdrop>
      <div className="cr-shell-drawer-account">
        {isLoggedIn ? (
          <>
            <MemberSummary showLogout={false} />
            <div className="cr-shell-drawer-buttons">
              <DepositButton />
              <LogoutButton />
            </div>
          </>
        ) : (
          <GuestActions />
        )}
      </div>
      <SiteNav className="cr-shell-drawer-nav" />
      <LanguageSwitcher className="cr-shell-drawer-language" />
    </LazyModal>
  );
}
