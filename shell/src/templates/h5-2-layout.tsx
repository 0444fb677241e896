// H5_2 (and its themes): a centred logo between a menu button (a side drawer with the site's
// sections, language and account) and the guest's buttons or the balance with Deposit; a
// floating dock at the bottom with a raised Deposit in the middle.
import { useStore } from '@croupier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { DepositButton } from '../layout/deposit-button.js';
import { Footer } from '../layout/footer.js';
import { FloatList } from '../layout/float-list.js';
import { GuestActions } from '../layout/guest-actions.js';
import { Icon } from '../layout/icons.js';
import { Logo } from '../layout/logo.js';
import { MenuDrawer } from '../layout/menu-drawer.js';
import { MobileNav } from '../layout/mobile-nav.js';
import { MemberSummary } from '../layout/member-summary.js';
import { MainContent } from './main-content.js';
import type { TemplateLayoutProps } from './types.js';

export function H5_2Layout({ parts, template, children }: TemplateLayoutProps) {
  const { stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <>
      {parts.header && (
        <header className="cr-shell-header cr-h5-2-header">
          <button
            type="button"
            className="cr-shell-icon-button"
            aria-label={t('layout.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <Logo />
          <div className="cr-shell-header-actions">
            {isLoggedIn ? (
              <div className="cr-shell-member-actions">
                <MemberSummary showLogout={false} />
                <DepositButton />
              </div>
            ) : (
              <GuestActions />
            )}
          </div>
        </header>
      )}
      <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      {parts.content && <MainContent>{children}</MainContent>}
      {parts.content && <FloatList />}
      {parts.footer && <Footer collapsible />}
      {parts.navbar && <MobileNav template={template} variant="dock" />}
    </>
  );
}
