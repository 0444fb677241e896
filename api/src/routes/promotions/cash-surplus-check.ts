// POST /api/arks/web/cash_surplus/check { site_id, currency } (public) -> CashSurplusCheck:
// active 1 when the currency's daily sign-in is on and today (site zone) is within its dates.
import Type from 'typebox';
import type { CashSurplusCheck, CashSurplusCheckPayload } from '@croupier/shared/contracts';
import { ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { Currency, type PromotionsRoutePlugin } from './options.js';

const Body = satisfiesWire<CashSurplusCheckPayload>()(Type.Object({ site_id: SiteId, currency: Currency }));

export const cashSurplusCheckRoute: PromotionsRoutePlugin = async (app, { signins }) => {
  app.post('/arks/web/cash_surplus/check', { schema: { body: Body } }, async (request) =>
    ok<CashSurplusCheck>({ active: signins.isActive(request.body.site_id, request.body.currency) ? 1 : 0 }),
  );
};
