// POST /api/arks/web/activity/signin { site_id, request_id? } (member) -> SigninResult: signs in
// today (site zone) and pays the cycle day's reward through the ledger. 201 not open (no active
// activity for the member's currency, not started, over), 202 signed in today already. The same
// request_id again answers the first sign-in.
import Type from 'typebox';
import type { SigninPayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { RequestId, type PromotionsRoutePlugin } from './options.js';

const Body = satisfiesWire<SigninPayload>()(Type.Object({ site_id: SiteId, request_id: RequestId }));

export const signinRoute: PromotionsRoutePlugin = async (app, { services, signins }) => {
  app.post(
    '/arks/web/activity/signin',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const r = await signins.signin(memberOf(request), request.body.request_id ?? null);
      return 'refused' in r ? fail(r.refused, r.message) : ok(r.result);
    },
  );
};
