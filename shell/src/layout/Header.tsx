// The banner: the site name, then either the guest's "Log in" (only when mf-auth is
// enabled) or the member's account, live balance and "Log out".
import { BusEvent, useStore } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../app/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { MemberSummary } from './MemberSummary.js';

export function Header() {
  const { stores, bus, registry } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const siteName = useStore(stores.site, (s) => s.detail?.site_name ?? '');
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);

  return (
    <header className="cr-shell-header">
      <Link to="/" className="cr-shell-brand" aria-label={t('header.siteHome', { site: siteName })}>
        {siteName}
      </Link>
      {isLoggedIn ? (
        <MemberSummary />
      ) : registry.isEnabled('mf-auth') ? (
        <button type="button" className="cr-shell-button" onClick={() => bus.emit(BusEvent.openLogin, {})}>
          {t('header.login')}
        </button>
      ) : null}
    </header>
  );
}
