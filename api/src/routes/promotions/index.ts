// The activities (spec 02 §7-§9, spec 01 /discount): red envelopes, cash surplus and
// the daily sign-in, the promotions pages. (Carousel, marquee, news and bulletins are
// routes/promotions-content/; the operators' side is routes/operator/.) One file per endpoint in
// this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { cashSurplusCheckRoute } from './cash-surplus-check.js';
import type { PromotionsRouteOptions } from './options.js';
import { promotionApplyRoute } from './promotion-apply.js';
import { promotionDetailRoute } from './promotion-detail.js';
import { promotionListRoute } from './promotion-list.js';
import { redEnvelopePromotionRoute } from './red-envelope-promotion.js';
import { redEnvelopeRoute } from './red-envelope.js';
import { signinInfoRoute } from './signin-info.js';
import { signinRoute } from './signin.js';
import { named } from '../../http/plugin-name.js';

export const promotionsRoutes: RoutePlugin = async (api, options) => {
  const { redEnvelopes, signins, promotions } = options.services;
  const withActivities: PromotionsRouteOptions = { ...options, redEnvelopes, signins, promotions };
  await api.register(named(redEnvelopePromotionRoute), withActivities);
  await api.register(named(redEnvelopeRoute), withActivities);
  await api.register(named(cashSurplusCheckRoute), withActivities);
  await api.register(named(signinInfoRoute), withActivities);
  await api.register(named(signinRoute), withActivities);
  await api.register(named(promotionListRoute), withActivities);
  await api.register(named(promotionDetailRoute), withActivities);
  await api.register(named(promotionApplyRoute), withActivities);
};
