// /discount/:id: one promotion — picture, period, the rules (operator HTML through the shared
// sanitiser) and what the visitor can do — with the way back to the list's category. 101 (not
// running or no such promotion) says so and links to /discount. The page's h2 is the title
// (usePromotionTitle, read by the frame).
import { useLinkClick, useRemoteProps, useSanitizedHtml } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { usePromotionDetail } from './api/promotion-detail.js';
import { DiscountQueryStatus } from '../discount-status.js';
import './discount-styles.css';
import { PromotionAction } from './promotion-action.js';
import { PICTURE_SIZE } from './promotion-card.js';
import { categoryOf, discountHref } from './promotion-links.js';
import { PromotionPeriod } from './promotion-period.js';

/** The promotion's title once it has loaded (the frame's h2), else undefined. */
export function usePromotionTitle(id: number): string | undefined {
  return usePromotionDetail(id).data?.title;
}

export function PromotionDetailPage({ id }: { id: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { location } = useRemoteProps();
  const onClick = useLinkClick();
  const query = usePromotionDetail(id);
  const promotion = query.data;
  const rules = useSanitizedHtml(promotion?.content);
  const back = discountHref(categoryOf(location.search));

  return (
    <div className="mfpd mfpd-detail">
      <a className="mfpd-back" href={back} onClick={(event) => onClick(event, back)}>
        {t('discount.back')}
      </a>
      {promotion === undefined ? (
        <DiscountQueryStatus query={query} />
      ) : promotion === null ? (
        <p>{t('discount.not_found')}</p>
      ) : (
        <>
          {promotion.picture ? (
            <img
              className="mfpd-picture"
              src={promotion.picture}
              alt=""
              width={PICTURE_SIZE.width}
              height={PICTURE_SIZE.height}
            />
          ) : null}
          {promotion.summary ? <p>{promotion.summary}</p> : null}
          <PromotionPeriod card={promotion} className="mfpd-muted" />
          <PromotionAction promotion={promotion} />
          {/* The operator's rules bring their own heading (the seed's "Rules"): the region is named, not headed again. */}
          <section aria-label={t('discount.rules')}>
            {rules ? <div className="mfpd-html" dangerouslySetInnerHTML={{ __html: rules }} /> : null}
          </section>
        </>
      )}
    </div>
  );
}
