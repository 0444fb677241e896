// Compliance (compliance.read): for a site of the operator's, a member's responsible-gaming state
// (limits, waiting changes, reality check, exclusions) with, for compliance.decide, a waiting
// change applied early or declined and an exclusion ended early, each with a reason; the site's
// waiting changes and exclusions in force; the members' login attempts and account locks.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../session/session.js';
import { usePageTitle } from '../ui/page-title.js';
import { ChosenSite } from '../ui/site-choice.js';
import { Logins } from './logins.js';
import { MemberDesk } from './member-desk.js';
import { ExclusionsInForce, PendingRaises } from './site-lists.js';

export function CompliancePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.compliance'));

  return (
    <>
      <h1>{t('compliance.title')}</h1>
      <p>{t('compliance.intro')}</p>
      <ChosenSite label={t('compliance.site')} none={t('compliance.noSites')}>
        {(site) => (
          // Keyed by the site: a member looked up on one site is not asked about on another.
          <SiteDesk key={site.site_id} siteId={site.site_id} />
        )}
      </ChosenSite>
    </>
  );
}

function SiteDesk({ siteId }: { siteId: string }) {
  const can = useCan();
  const canDecide = can('compliance.decide');
  const [account, setAccount] = useState<string | null>(null);
  const memberHeading = useRef<HTMLHeadingElement>(null);
  /** A list's "Look up": the member's state above, and the focus on it. */
  const lookUp = (member: string) => {
    setAccount(member);
    memberHeading.current?.focus();
  };
  return (
    <>
      <MemberDesk
        siteId={siteId}
        account={account}
        onAccount={setAccount}
        canDecide={canDecide}
        headingRef={memberHeading}
      />
      <PendingRaises siteId={siteId} onLookUp={lookUp} />
      <ExclusionsInForce siteId={siteId} onLookUp={lookUp} />
      <Logins siteId={siteId} />
    </>
  );
}
