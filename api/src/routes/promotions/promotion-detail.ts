// POST /api/arks/web/promotion/detail { site_id, id } (public; optional authorization) ->
// PromotionDetail: the rules and, for a member, its own status (a guest or a dead token: 'none').
// 101 when there is no such promotion on the site or it has ended.
import Type from 'typebox';
import { PromotionCode, type PromotionDetailPayload } from '@croupier/shared/contracts';
import { fail, ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { Id, languageOf, optionalMember, type PromotionsRoutePlugin } from './options.js';

const Body = satisfiesWire<PromotionDetailPayload>()(Type.Object({ site_id: SiteId, id: Id }));

export const promotionDetailRoute: PromotionsRoutePlugin = async (app, { services, promotions }) => {
  app.post('/arks/web/promotion/detail', { schema: { body: Body } }, async (request) => {
    const { site_id, id } = request.body;
    const member = optionalMember(request, services.sessions);
    const detail = promotions.detail(
      site_id,
      id,
      languageOf(request),
      member && member.site_id === site_id ? member.id : null,
    );
    return detail ? ok(detail) : fail(PromotionCode.notFound, 'No such promotion');
  });
};
