// The promotion links' face for the rest of mf-proxy: the frame shows <PromotionPage/>.
export { PromotionPage } from './promotion-page.js';
