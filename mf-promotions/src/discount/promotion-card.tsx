// One promotion in the /discount grid: a link to its page with the picture (a fixed box), title,
// summary, period and a badge when it takes an application or a claim.
import { PROMOTION_APPLY_TYPE, useLinkClick, type PromotionCard as Card } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { PromotionPeriod, useIsComing } from './promotion-period.js';
import { promotionHref } from './promotion-links.js';

/** The pictures' box: their own size is fitted by object-fit (the grid scales the box). */
export const PICTURE_SIZE = { width: 640, height: 320 } as const;

export function PromotionCardItem({ card, category }: { card: Card; category: number | null }) {
  const { t } = useTranslation(NAMESPACE);
  const onClick = useLinkClick();
  const coming = useIsComing()(card);
  const href = promotionHref(card.id, category);
  return (
    <li className="mfpd-card">
      <a href={href} onClick={(event) => onClick(event, href)}>
        <img
          className="mfpd-picture"
          src={card.picture}
          alt=""
          width={PICTURE_SIZE.width}
          height={PICTURE_SIZE.height}
          loading="lazy"
        />
        <div className="mfpd-card__body">
          <h3>{card.title}</h3>
          {card.summary ? <p>{card.summary}</p> : null}
          <PromotionPeriod card={card} className="mfpd-muted" />
          {coming ? <span className="mfpd-badge mfpd-badge--coming">{t('discount.badge.coming')}</span> : null}
          {card.apply_type === PROMOTION_APPLY_TYPE.apply ? (
            <span className="mfpd-badge">{t('discount.badge.apply')}</span>
          ) : null}
          {card.apply_type === PROMOTION_APPLY_TYPE.claim ? (
            <span className="mfpd-badge mfpd-badge--claim">{t('discount.badge.claim')}</span>
          ) : null}
        </div>
      </a>
    </li>
  );
}
