// From the agent down to the sub-agent whose downline is shown (DownlineList.path): each step a
// link back to that level, the last one the current page.
import { useTranslation } from 'react-i18next';
import { useLinkClick } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';

export interface BreadcrumbProps {
  path: { id: number; member_account: string }[];
  /** The URL of a level; the first step (the agent itself) is the page without ?agent. */
  hrefFor(agentId: number): string;
}

export function DownlineBreadcrumb({ path, hrefFor }: BreadcrumbProps) {
  const { t } = useTranslation(NAMESPACE);
  const onClick = useLinkClick();
  if (path.length < 2) return null;
  return (
    <nav className="mfpr-crumbs" aria-label={t('downline.breadcrumb')}>
      <ol>
        {path.map((step, i) => {
          const last = i === path.length - 1;
          const href = hrefFor(i === 0 ? 0 : step.id);
          const name = i === 0 ? t('downline.my_downline', { account: step.member_account }) : step.member_account;
          return (
            <li key={step.id}>
              {last ? (
                <span aria-current="page">{name}</span>
              ) : (
                <a href={href} onClick={(e) => onClick(e, href)}>
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
