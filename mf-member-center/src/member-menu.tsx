// The member centre's menu (spec 02 §2): a nav of the main items, each a labelled list of its
// pages' links; the current page is marked aria-current="page"; Letter carries the unread badge.
import { useLinkClick } from '@croupier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UnreadBadge, pagePath, visibleGroups, type MemberPage } from './frame/index.js';
import { NAMESPACE } from './i18n.js';
import { useLetterList } from './letters/index.js';

export interface MemberMenuProps {
  current: MemberPage | null;
  withRecommend: boolean;
}

export function MemberMenu({ current, withRecommend }: MemberMenuProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const onClick = useLinkClick();
  const unread = useLetterList().data?.unread_count ?? 0;
  return (
    <nav className="mfmc-menu" aria-labelledby={headingId}>
      <h2 id={headingId} className="mfmc-menu__heading">
        {t('heading')}
      </h2>
      {visibleGroups(withRecommend).map((group) => (
        <div key={group.key} className="mfmc-menu__group">
          <h3 id={`${headingId}-${group.key}`}>{t(`menu.group.${group.key}`)}</h3>
          <ul aria-labelledby={`${headingId}-${group.key}`}>
            {group.pages.map((page) => (
              <li key={page}>
                <a
                  href={pagePath(page)}
                  aria-current={page === current ? 'page' : undefined}
                  onClick={(event) => onClick(event, pagePath(page))}
                >
                  <span>{t(`menu.page.${page}`)}</span>
                  {page === 'Letter' && <UnreadBadge count={unread} />}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
