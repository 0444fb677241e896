// POST /api/arks/web/promotion/list { site_id, currency?, category_id? } (public) -> PromotionList:
// the promotions not ended, of the currency (and those for every currency), by sort desc; the
// categories that have any (whatever category_id picks, so the tabs stay), in the `lang` header's
// language; times in the site's zone.
import Type from 'typebox';
import type { PromotionListPayload } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { Currency, Id, languageOf, type PromotionsRoutePlugin } from './options.js';

const Body = satisfiesWire<PromotionListPayload>()(
  Type.Object({ site_id: SiteId, currency: Type.Optional(Currency), category_id: Type.Optional(Id) }),
);

export const promotionListRoute: PromotionsRoutePlugin = async (app, { promotions }) => {
  app.post('/arks/web/promotion/list', { schema: { body: Body } }, async (request) => {
    const { site_id, currency, category_id } = request.body;
    return ok(promotions.list(site_id, languageOf(request), { currency, category_id }));
  });
};
