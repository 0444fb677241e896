// /discount: the daily sign-in on top, then the running and coming promotions of the member's (or
// the page's) currency, filtered by category through the address (?category=<id>), and the way
// to the pop-up bulletins' history (drawn by the site-promotions parcel).
import { useRemoteProps } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { useBulletinHistory } from '../bulletin/index.js';
import { NAMESPACE } from '../i18n.js';
import { DailySignin } from '../signin/index.js';
import { usePromotionList } from './api/promotion-list.js';
import { CategoryFilter } from './category-filter.js';
import { DiscountQueryStatus } from '../discount-status.js';
import './discount-styles.css';
import { PromotionCardItem } from './promotion-card.js';
import { categoryOf, discountHref } from './promotion-links.js';

export function DiscountPage() {
  const { t } = useTranslation(NAMESPACE);
  const { location, navigate } = useRemoteProps();
  const query = usePromotionList();
  const categories = query.data?.categories ?? [];
  const asked = categoryOf(location.search);
  // A category the list does not have (gone, another currency's) shows All.
  const category = asked !== null && categories.some((c) => c.id === asked) ? asked : null;
  const cards = (query.data?.list ?? []).filter((card) => category === null || card.category_id === category);

  return (
    <div className="mfpd">
      <DailySignin />
      <div className="mfpd-toolbar">
        {query.data ? (
          <CategoryFilter categories={categories} selected={category} onSelect={(id) => navigate(discountHref(id))} />
        ) : (
          <span />
        )}
        <button type="button" className="cr-button" onClick={() => useBulletinHistory.getState().openHistory()}>
          {t('discount.bulletin_history')}
        </button>
      </div>
      {!query.data ? (
        <DiscountQueryStatus query={query} />
      ) : cards.length === 0 ? (
        <p className="mfpd-empty">{category === null ? t('discount.empty') : t('discount.empty_category')}</p>
      ) : (
        <ul className="mfpd-grid" aria-label={t('discount.list_label')}>
          {cards.map((card) => (
            <PromotionCardItem key={card.id} card={card} category={category} />
          ))}
        </ul>
      )}
    </div>
  );
}
