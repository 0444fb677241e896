// The member centre's frame (spec 02 §2). /Deposit and /fastPayment show the Deposit page alone.
// Desktop (the /user window): the menu on the left, the page on the right; /user opens Info.
// Phones: /user is the menu; each page is full width under a back link to the menu and its
// heading. recommend_award is listed (and its pages shown) only when /bonus_setting/check says
// is_friend. An unknown sub-path says so, with a link to the menu.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type RemoteProps, useLinkClick, useRemoteProps, useStore } from '@croupier/shared';
import {
  DEFAULT_PAGE,
  MENU_PATH,
  RECOMMEND_GROUP,
  groupOf,
  matchMemberRoute,
  useIsFriend,
  type MemberPage,
} from './frame/index.js';
import { MemberMenu } from './member-menu.js';
import { OWN_HEADING, PAGES } from './pages.js';
import './styles.css';
import { NAMESPACE } from './i18n.js';

export function MemberCenterApp({ location }: Pick<RemoteProps, 'location'>) {
  const { stores } = useRemoteProps();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const isFriend = useIsFriend();

  const route = matchMemberRoute(location.pathname);
  if (route.kind === 'deposit-only') {
    const Deposit = PAGES.Deposit;
    return (
      <div className="mfmc mfmc--alone">
        <Deposit />
      </div>
    );
  }
  // A referral page while referral is not offered is no page at all.
  const page: MemberPage | null =
    route.kind === 'page'
      ? groupOf(route.page) === RECOMMEND_GROUP && isFriend === false
        ? null
        : route.page
      : route.kind === 'home' && isDesktop
        ? DEFAULT_PAGE
        : null;
  const withRecommend = isFriend === true;

  if (!isDesktop) {
    return (
      <div className="mfmc mfmc--mobile">
        {route.kind === 'home' ? (
          <MemberMenu current={null} withRecommend={withRecommend} />
        ) : (
          <PageView page={page} withBackLink />
        )}
      </div>
    );
  }
  return (
    <div className="mfmc mfmc--desktop">
      <MemberMenu current={page} withRecommend={withRecommend} />
      <PageView page={page} />
    </div>
  );
}

function PageView({ page, withBackLink = false }: { page: MemberPage | null; withBackLink?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const onClick = useLinkClick();
  const back: ReactNode = withBackLink && (
    <a href={MENU_PATH} className="mfmc-back" onClick={(event) => onClick(event, MENU_PATH)}>
      <span aria-hidden="true">‹ </span>
      {t('menu.back')}
    </a>
  );
  if (!page) {
    return (
      <section className="mfmc-page" aria-labelledby={headingId}>
        {back}
        <h2 id={headingId}>{t('not_found.heading')}</h2>
        <p>
          {t('not_found.text')}{' '}
          <a href={MENU_PATH} onClick={(event) => onClick(event, MENU_PATH)}>
            {t('not_found.link')}
          </a>
        </p>
      </section>
    );
  }
  const Page = PAGES[page];
  if (OWN_HEADING.has(page)) {
    return (
      <div className="mfmc-page">
        {back}
        <Page key={page} />
      </div>
    );
  }
  return (
    <section className="mfmc-page" aria-labelledby={headingId}>
      {back}
      <h2 id={headingId}>{t(`menu.page.${page}`)}</h2>
      <Page key={page} />
    </section>
  );
}
