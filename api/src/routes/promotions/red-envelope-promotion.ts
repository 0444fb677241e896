// POST /api/arks/web/activity/red_envelope_promotion { site_id } (member) -> RedEnvelopePromotion:
// the newest envelope running now for the member's site and currency that still has a share and
// that the member has not claimed, its end in RED_ENVELOPE_TIMEZONE; else { envelope: null }.
import Type from 'typebox';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import type { PromotionsRoutePlugin } from './options.js';

const Body = Type.Object({ site_id: SiteId });

export const redEnvelopePromotionRoute: PromotionsRoutePlugin = async (app, { services, redEnvelopes }) => {
  app.post(
    '/arks/web/activity/red_envelope_promotion',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => ok(redEnvelopes.current(memberOf(request))),
  );
};
