// The agent menu (spec 02 §2): Plan, Agreement, Register (not for an active agent), and for an
// active agent the ProxyCenter group with its six pages. A nav with labelled lists of real links;
// the current page is marked aria-current="page". `row`: phones without the centre, the three
// public pages as one row above the page.
import { useLinkClick } from '@croupier/shared';
import { PROXY_CENTER_PAGES } from '../constants.js';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { publicPagesFor, type AgentAreaPage } from '../menu.js';
import { pagePath } from '../routes.js';

export interface AgentMenuProps {
  current: AgentAreaPage | null;
  agentActive: boolean;
  row?: boolean;
}

export function AgentMenu({ current, agentActive, row = false }: AgentMenuProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const onClick = useLinkClick();
  const link = (page: AgentAreaPage) => (
    <li key={page}>
      <a
        href={pagePath(page)}
        aria-current={page === current ? 'page' : undefined}
        onClick={(event) => onClick(event, pagePath(page))}
      >
        {t(`menu.page.${page}`)}
      </a>
    </li>
  );
  return (
    <nav className={row ? 'mfp-menu mfp-menu--row' : 'mfp-menu'} aria-labelledby={headingId}>
      <h2 id={headingId} className={row ? 'mfp-visually-hidden' : 'mfp-menu__heading'}>
        {t('menu.heading')}
      </h2>
      <ul aria-labelledby={headingId}>{publicPagesFor(agentActive).map(link)}</ul>
      {agentActive && (
        <div className="mfp-menu__group">
          <h3 id={`${headingId}-centre`}>{t('menu.group.ProxyCenter')}</h3>
          <ul aria-labelledby={`${headingId}-centre`}>{PROXY_CENTER_PAGES.map(link)}</ul>
        </div>
      )}
    </nav>
  );
}
