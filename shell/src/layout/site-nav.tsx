// The site's own sections (desktop header, H5_2 menu drawer). The game types bar is mf-games'.
// "Agents" (when the site has mf-proxy) opens the agent area as the spec's popup target: a
// 1500x800 window on desktop, this page on phones and in the app (windows/open-rules.ts).
import { useStore } from '@croupier/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { currentDevice } from '../device/current-device.js';
import { isNativeApp } from '../device/detect-device.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { useServices } from '../services/services-context.js';
import { useStableNavigate } from '../services/use-stable-navigate.js';
import { openTarget } from '../windows/open-target.js';

const SECTIONS = [
  { to: '/', key: 'layout.nav.home', end: true },
  { to: '/discount', key: 'layout.nav.promotions', end: false },
  { to: '/sponsor', key: 'layout.nav.sponsors', end: false },
  { to: '/app', key: 'layout.nav.app', end: false },
] as const;

const AGENT_AREA_PATH = '/proxy';

export function SiteNav({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const { registry } = useServices();
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
        {registry.isEnabled('mf-proxy') && (
          <li>
            <AgentsLink onNavigate={onNavigate} />
          </li>
        )}
      </ul>
    </nav>
  );
}

function AgentsLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const { stores } = useServices();
  const navigate = useStableNavigate();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openTarget(AGENT_AREA_PATH, { isDesktop, inApp: isNativeApp(currentDevice()), navigate });
    onNavigate?.();
  };
  return (
    <NavLink to={AGENT_AREA_PATH} onClick={onClick}>
      {t('layout.nav.agents')}
    </NavLink>
  );
}
