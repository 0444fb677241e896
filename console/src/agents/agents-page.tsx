// Agents (agents.read): for a site of the operator's, the applications to become an agent (approve
// or decline with a reason: agents.decide), the plans per currency and the agent domains (edited
// with agents.decide), and an agent's months (settled with agents.settle).
import { useTranslation } from 'react-i18next';
import { useCan } from '../session/session.js';
import { usePageTitle } from '../ui/page-title.js';
import { ChosenSite } from '../ui/site-choice.js';
import { Applications } from './applications.js';
import { Domains } from './domains.js';
import { Plans } from './plans.js';
import { Settlements } from './settlements.js';

export function AgentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.agents'));
  const can = useCan();

  return (
    <>
      <h1>{t('agents.title')}</h1>
      <p>{t('agents.intro')}</p>
      <ChosenSite label={t('agents.site')} none={t('agents.noSites')}>
        {(site) => (
          // Keyed by the site: a form half filled for one site is not sent to another.
          <div key={site.site_id}>
            <Applications siteId={site.site_id} canDecide={can('agents.decide')} />
            <Plans siteId={site.site_id} canEdit={can('agents.decide')} />
            <Domains siteId={site.site_id} canEdit={can('agents.decide')} />
            <Settlements siteId={site.site_id} canSettle={can('agents.settle')} />
          </div>
        )}
      </ChosenSite>
    </>
  );
}
