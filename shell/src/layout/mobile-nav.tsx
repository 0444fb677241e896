// The mobile bottom navigation (POST /arks/web/web-mobile-footer for the template in use):
// icons with labels; the current page's item is marked aria-current="page" (NavLink does it).
// 'tabs' is H5_1's flat tab bar, 'dock' H5_2's floating dock with a raised Deposit. The item that
// goes to the member centre (/user) carries the unread-letter badge.
import { BusEvent, useStore, type MobileFooterEntry, type TemplateName } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { pickText } from '../content/localized.js';
import { useMobileFooter } from '../content/mobile-footer.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { ContentLink } from './content-link.js';
import { Icon } from './icons.js';
import { UnreadLettersBadge } from './unread-badge.js';

export type MobileNavVariant = 'tabs' | 'dock';

export function MobileNav({ template, variant }: { template: TemplateName; variant: MobileNavVariant }) {
  const { t } = useTranslation(SHELL_NS);
  const items = useMobileFooter(template).data ?? [];
  if (items.length === 0) return null;
  return (
    <nav className={`cr-shell-mobile-nav cr-shell-mobile-nav--${variant}`} aria-label={t('layout.bottomNav')}>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={item.action === 'deposit' ? 'cr-shell-mobile-nav-deposit' : undefined}>
            <NavItem item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

const isMemberCentre = (item: MobileFooterEntry) =>
  item.action === 'route' && item.path.replace(/\/+$/, '') === '/user';

function NavItem({ item }: { item: MobileFooterEntry }) {
  const { stores, bus } = useServices();
  const language = useStore(stores.ui, (s) => s.language);
  const label = pickText(item.title, language);
  const content = (
    <>
      <Icon name={item.icon} />
      <span className="cr-shell-mobile-nav-label">{label}</span>
      {isMemberCentre(item) && <UnreadLettersBadge />}
    </>
  );
  switch (item.action) {
    case 'deposit':
      return (
        <button
          type="button"
          className="cr-shell-mobile-nav-item"
          onClick={() => bus.emit(BusEvent.depositRequested, {})}
        >
          {content}
        </button>
      );
    case 'customer_service':
      return (
        <ContentLink url="" openType="customer_service" className="cr-shell-mobile-nav-item" label={label}>
          {content}
        </ContentLink>
      );
    default:
      return (
        <NavLink to={item.path || '/'} end={item.path === '/'} className="cr-shell-mobile-nav-item">
          {content}
        </NavLink>
      );
  }
}
