// The site's own sections (desktop header, H5_2 menu drawer). The game types bar is mf-games'.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { SHELL_NS } from '../i18n/shell-namespace.js';

const SECTIONS = [
  { to: '/', key: 'layout.nav.home', end: true },
  { to: '/discount', key: 'layout.nav.promotions', end: false },
  { to: '/sponsor', key: 'layout.nav.sponsors', end: false },
  { to: '/app', key: 'layout.nav.app', end: false },
] as const;

export function SiteNav({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <nav className={['cr-shell-site-nav', className].filter(Boolean).join(' ')} aria-label={t('layout.mainNav')}>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to} end={s.end} onClick={onNavigate}>
              {t(s.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
