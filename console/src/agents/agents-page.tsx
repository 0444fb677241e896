// Agents (agents.read): for a site of the operator's, the applications to become an agent (approve
// or decline with a reason: agents.decide), the plans per currency and the agent domains (edited
// with agents.decide), and an agent's months (settled with agents.settle).
import { useTranslation } from 'react-i18next';
import { useCan } from '../session/session.js';
import { useErrorText } from '../ui/errors.js';
import { Loading } from '../ui/loading.js';
import { Alert } from '../ui/outcome.js';
import { usePageTitle } from '../ui/page-title.js';
import { SiteChoice, useChosenSite } from '../ui/site-choice.js';
import { Applications } from './applications.js';
import { Domains } from './domains.js';
import { Plans } from './plans.js';
import { Settlements } from './settlements.js';

export function AgentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.agents'));
  const errorText = useErrorText();
  const can = useCan();
  const { sites, chosen, choose } = useChosenSite();

  return (
    <>
      <h1>{t('agents.title')}</h1>
      <p>{t('agents.intro')}</p>
      {sites.isPending ? (
        <Loading />
      ) : sites.isError ? (
        <Alert text={errorText(sites.error)} />
      ) : !chosen ? (
        <p>{t('agents.noSites')}</p>
      ) : (
        <>
          <SiteChoice label={t('agents.site')} sites={sites.data} chosen={chosen} onChoose={choose} />
          {/* Keyed by the site: a form half filled for one site is not sent to another. */}
          <div key={chosen.site_id}>
            <Applications siteId={chosen.site_id} canDecide={can('agents.decide')} />
            <Plans siteId={chosen.site_id} canEdit={can('agents.decide')} />
            <Domains siteId={chosen.site_id} canEdit={can('agents.decide')} />
            <Settlements siteId={chosen.site_id} canSettle={can('agents.settle')} />
          </div>
        </>
      )}
    </>
  );
}
