// The agent area's frame (spec 02 §2, §6). /proxy, /proxy?page=<Page> and /proxy/ProxyCenter are
// entries that move on (replacing the history entry): /proxy to DownlineInfo for an active agent
// (agent_active 1), to Register for anyone else; ?page=<Page> to that page. A centre page asked
// for by someone who is no active agent goes to Register, which says why; Register asked for by
// an active agent (an approval arrived while it was open) goes to the centre.
// Desktop: the menu on the left, the page on the right under its heading. Phones: an active
// agent's /proxy is the menu, each page full width under a back link; for everyone else the
// three public pages are a row of links above the page (their /proxy is Register).
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type RemoteProps, useLinkClick, useRemoteProps, useStore } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { AgentMenu } from './agent-menu.js';
import { CENTRE_HOME, isCentrePage, type AgentAreaPage } from '../menu.js';
import { PAGES } from './pages.js';
import { Loading, QueryStatus } from '../status/index.js';
import { MENU_PATH, NOT_AGENT_PATH, matchAgentRoute, pagePath, type AgentRoute } from '../routes.js';
import './styles.css';
import { useAgentStatus, type AgentStatus } from './use-agent-status.js';

/** Where this location moves on to, or null to stay (undefined: not known until the layout answers). */
function redirectOf(route: AgentRoute, status: AgentStatus, isDesktop: boolean): string | null | undefined {
  if (route.kind === 'redirect') return pagePath(route.page);
  if (route.kind === 'not-found') return null;
  if (status === 'loading' || status === 'error')
    return route.kind === 'home' || route.page === 'Register' || isCentrePage(route.page) ? undefined : null;
  const agent = status === 'agent';
  if (route.kind === 'home') return agent ? (isDesktop ? pagePath(CENTRE_HOME) : null) : pagePath('Register');
  if (isCentrePage(route.page) && !agent) return NOT_AGENT_PATH;
  if (route.page === 'Register' && agent) return pagePath(CENTRE_HOME);
  return null;
}

export function AgentApp({ location }: Pick<RemoteProps, 'location'>) {
  const { navigate, stores } = useRemoteProps();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const { status, layout } = useAgentStatus();

  const route = matchAgentRoute(location.pathname, location.search);
  const target = redirectOf(route, status, isDesktop);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [navigate, target]);

  const agentActive = status === 'agent';
  const page: AgentAreaPage | null = route.kind === 'page' ? route.page : null;
  let content: ReactNode;
  if (target === undefined) content = status === 'error' ? <QueryStatus query={layout} /> : <Loading />;
  else if (target) content = <Loading />;
  else if (route.kind === 'home')
    content = null; // a phone's menu, below
  else content = <PageView page={page} withBackLink={!isDesktop && agentActive} />;

  if (isDesktop) {
    return (
      <div className="mfp mfp--desktop">
        <AgentMenu current={page} agentActive={agentActive} />
        <div className="mfp-page">{content}</div>
      </div>
    );
  }
  if (agentActive && route.kind === 'home' && target === null) {
    return (
      <div className="mfp mfp--mobile">
        <AgentMenu current={null} agentActive />
      </div>
    );
  }
  // The public pages' row only once the visitor is known to be no agent: an agent's menu that
  // replaced it would come in under its own heading and push the same list down (a layout shift).
  const knownNoAgent = !agentActive && status !== 'loading';
  return (
    <div className="mfp mfp--mobile">
      {knownNoAgent && <AgentMenu current={page} agentActive={false} row />}
      <div className="mfp-page">{content}</div>
    </div>
  );
}

function PageView({ page, withBackLink }: { page: AgentAreaPage | null; withBackLink: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const onClick = useLinkClick();
  const back = withBackLink && (
    <a href={MENU_PATH} className="mfp-back" onClick={(event) => onClick(event, MENU_PATH)}>
      <span aria-hidden="true">‹ </span>
      {t('menu.back')}
    </a>
  );
  if (!page) {
    return (
      <section aria-labelledby={headingId}>
        {back}
        <h2 id={headingId}>{t('status.not_found_heading')}</h2>
        <p>
          {t('status.not_found_text')}{' '}
          <a href={MENU_PATH} onClick={(event) => onClick(event, MENU_PATH)}>
            {t('status.not_found_link')}
          </a>
        </p>
      </section>
    );
  }
  const Page = PAGES[page];
  return (
    <section aria-labelledby={headingId}>
      {back}
      <h2 id={headingId}>{t(`menu.page.${page}`)}</h2>
      <Page key={page} />
    </section>
  );
}
