// The page footer (contentinfo): the site's link groups from the api (POST /arks/web/footer),
// the operator's notices (HTML, sanitised), the copyright and the responsible-gaming line with
// its link to the member's Responsible gaming page.
// On mobile each group folds (<details>), so the footer stays short.
import { useSanitizedHtml, useStore, type FooterGroup } from '@croupier/shared';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.js';
import { useFooter } from '../content/footer.js';
import { pickText } from '../content/localized.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { currentYear } from '../locale/site-timezone.js';
import { ContentLink } from './content-link.js';
import { ResponsibleGamingLink } from './responsible-gaming-link.js';

export function Footer({ collapsible = false }: { collapsible?: boolean }) {
  const { stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const siteName = useStore(stores.site, (s) => s.detail?.site_name ?? '');
  // Deferred: the groups' answer renders in React's ~5 ms slices, not in one task with the rest
  // of the page's arrivals (React Query's updates are synchronous).
  const groups = useDeferredValue(useFooter().data) ?? [];

  return (
    <footer className="cr-shell-footer">
      {groups.length > 0 && (
        <nav className="cr-shell-footer-groups" aria-label={t('layout.footerNav')}>
          {groups.map((group) =>
            collapsible ? (
              <FoldedGroup key={group.id} group={group} />
            ) : (
              <FooterGroupBody key={group.id} group={group} collapsible={false} />
            ),
          )}
        </nav>
      )}
      <div className="cr-shell-footer-legal">
        <p>{t('footer.copyright', { year: currentYear(), site: siteName })}</p>
        <p>
          {t('footer.responsible')} <ResponsibleGamingLink />
        </p>
      </div>
    </footer>
  );
}

// A folded group's notice is sanitised when the group is first opened: DOMPurify (~11 KB gzip)
// is then not loaded on a phone's page unless the visitor reads a notice.
function FoldedGroup({ group }: { group: FooterGroup }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="cr-shell-footer-group" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <FooterGroupBody group={group} collapsible withNotice={opened} />
    </details>
  );
}

function FooterGroupBody({
  group,
  collapsible,
  withNotice = true,
}: {
  group: FooterGroup;
  collapsible: boolean;
  withNotice?: boolean;
}) {
  const { stores } = useServices();
  const language = useStore(stores.ui, (s) => s.language);
  const headingId = useId();
  const title = pickText(group.title, language);
  const html = useSanitizedHtml(withNotice ? pickText(group.content, language) : null);
  const body = (
    <>
      {group.links.length > 0 && (
        <ul>
          {group.links.map((link) => (
            <li key={link.id}>
              <ContentLink url={link.url} openType={link.open_type}>
                {pickText(link.title, language)}
              </ContentLink>
            </li>
          ))}
        </ul>
      )}
      {html && <div className="cr-shell-footer-notice" dangerouslySetInnerHTML={{ __html: html }} />}
    </>
  );
  return collapsible ? (
    <>
      <summary>{title}</summary>
      {body}
    </>
  ) : (
    <section className="cr-shell-footer-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body}
    </section>
  );
}
