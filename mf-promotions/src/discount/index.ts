// The promotions' face for the rest of mf-promotions: the frame shows the /discount list and one
// promotion's page, titled by usePromotionTitle.
export { DiscountPage } from './discount-page.js';
export { PromotionDetailPage, usePromotionTitle } from './promotion-detail-page.js';
