// POST /api/dev/promotions/decide { account, promotion_id, status: 'approved' | 'rejected',
// site_id? } — development only (CROUPIER_DEV_ROUTES=1; in production the back office reviews):
// decides the member's pending application. Approving an apply_type 1 promotion with a bonus
// pays it through the ledger ('promotion:<application id>') and publishes member.cash.
// 404 no such member; 101 no pending application of it.
import Type from 'typebox';
import { PromotionCode } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, StringIn } from '../../http/route-schema.js';
import { Id, type PromotionsRoutePlugin } from './options.js';

const Body = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64 }),
  promotion_id: Id,
  status: StringIn(['approved', 'rejected'] as const),
  site_id: Defaulted(SiteId, '1'),
});

export const devPromotionsDecideRoute: PromotionsRoutePlugin = async (app, { services, promotions }) => {
  app.post('/dev/promotions/decide', { schema: { body: Body } }, async (request) => {
    const { account, promotion_id, status, site_id } = request.body;
    const member = services.members.findByAccount(site_id, account);
    if (!member) return fail(ApiCode.notFound, `Member ${account} not found on site ${site_id}`);
    if (!(await promotions.decide(member, promotion_id, status)))
      return fail(PromotionCode.notFound, 'No pending application of this member for this promotion');
    return ok({ status });
  });
};
