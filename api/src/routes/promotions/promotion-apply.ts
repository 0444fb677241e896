// POST /api/arks/web/promotion/apply { site_id, id, request_id? } (member) -> PromotionApplyResult:
// apply_type 1 files a pending application; apply_type 2 is approved at once and pays bonus_cents
// through the ledger ('promotion:<application id>'). 101 no such promotion, 302 it takes no
// application, 304 another currency, 301 not started or over, 303 applied/claimed already. The
// same request_id again answers the first application.
import Type from 'typebox';
import type { PromotionApplyPayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { Id, RequestId, type PromotionsRoutePlugin } from './options.js';

const Body = satisfiesWire<PromotionApplyPayload>()(Type.Object({ site_id: SiteId, id: Id, request_id: RequestId }));

export const promotionApplyRoute: PromotionsRoutePlugin = async (app, { services, promotions }) => {
  app.post(
    '/arks/web/promotion/apply',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const r = await promotions.apply(memberOf(request), request.body.id, request.body.request_id ?? null);
      return 'refused' in r ? fail(r.refused, r.message) : ok(r.result);
    },
  );
};
