// POST /api/arks/web/activity/red_envelope { id, request_id? } (member) -> RedEnvelopeClaim
// { cash, balance }: claims a share (services/promotions/red-envelopes.ts). 101 not running (or not of the
// member's site), 103 another currency, 102 claimed already or no share left. The same
// request_id again answers the first claim; nothing more is paid.
import Type from 'typebox';
import type { RedEnvelopeClaimPayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { Id, RequestId, type PromotionsRoutePlugin } from './options.js';

const Body = satisfiesWire<RedEnvelopeClaimPayload>()(Type.Object({ id: Id, request_id: RequestId }));

export const redEnvelopeRoute: PromotionsRoutePlugin = async (app, { services, redEnvelopes }) => {
  app.post(
    '/arks/web/activity/red_envelope',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const result = await redEnvelopes.claim(memberOf(request), request.body.id, request.body.request_id ?? null);
      return 'refused' in result ? fail(result.refused, result.message) : ok(result.claim);
    },
  );
};
