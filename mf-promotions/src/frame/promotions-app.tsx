// The pages of './app': /discount (promotions and the daily sign-in), /discount/:id (one
// promotion), /main/:id (news). Each page is a region named by its h2.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkClick, type RemoteProps } from '@croupier/shared';
import { DiscountPage, PromotionDetailPage, usePromotionTitle } from '../discount/index.js';
import { NAMESPACE } from '../i18n.js';
import { NewsPage } from '../news/index.js';
import { DISCOUNT_PATH, matchRoute } from '../routes.js';

export function PromotionsApp({ location }: Pick<RemoteProps, 'location'>) {
  const route = matchRoute(location.pathname);
  switch (route.kind) {
    case 'discount':
      return (
        <Page heading="heading.discount">
          <DiscountPage />
        </Page>
      );
    case 'promotion':
      return <PromotionPage id={route.id} />;
    case 'news':
      return (
        <Page heading="heading.news">
          <NewsPage id={route.id} />
        </Page>
      );
    default:
      return <NotFound />;
  }
}

/** /discount/:id: the page's h2 is the promotion's title once it is known. */
function PromotionPage({ id }: { id: number }) {
  return (
    <Page heading="heading.promotion" title={usePromotionTitle(id)}>
      <PromotionDetailPage id={id} />
    </Page>
  );
}

function Page({ heading, title, children }: { heading: string; title?: string | undefined; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mf-promotions">
      <h2 id={headingId}>{title || t(heading)}</h2>
      {children}
    </section>
  );
}

function NotFound() {
  const { t } = useTranslation(NAMESPACE);
  const onClick = useLinkClick();
  return (
    <Page heading="heading.not_found">
      <p>
        {t('status.not_found_text')}{' '}
        <a href={DISCOUNT_PATH} onClick={(event) => onClick(event, DISCOUNT_PATH)}>
          {t('status.back_to_discount')}
        </a>
      </p>
    </Page>
  );
}
