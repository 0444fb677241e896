// POST /api/arks/web/activity/signin/info { site_id } (member) -> SigninInfo: the member's 7-day
// cycle (services/promotions/signins.ts); 201 when its currency has no active sign-in activity.
import Type from 'typebox';
import { PromotionCode } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import type { PromotionsRoutePlugin } from './options.js';

const Body = Type.Object({ site_id: SiteId });

export const signinInfoRoute: PromotionsRoutePlugin = async (app, { services, signins }) => {
  app.post(
    '/arks/web/activity/signin/info',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const info = signins.info(memberOf(request));
      return info ? ok(info) : fail(PromotionCode.signinNotOpen, 'The daily sign-in is not open');
    },
  );
};
