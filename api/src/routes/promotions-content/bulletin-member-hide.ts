// POST /api/arks/web/bulletin/member/hide { site_id, display_device, display_location } -> new style
// { hidden: n }: hides, for the member, every bulletin /bulletin/member sends it now for that
// device and location (display_frequency 0: closing it for good). A bulletin updated later shows
// again. Member (HTTP 401 without a session).
import Type from 'typebox';
import type { BulletinHidePayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { Location, RequestDevice, type PromotionsContentRoutePlugin } from './options.js';

const Body = satisfiesWire<BulletinHidePayload>()(
  Type.Object({
    site_id: SiteId,
    display_device: RequestDevice,
    display_location: Location,
  }),
);

export const bulletinMemberHideRoute: PromotionsContentRoutePlugin = async (app, { services, bulletins }) => {
  app.post(
    '/arks/web/bulletin/member/hide',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const { display_device, display_location } = request.body;
      const member = memberOf(request);
      return ok({ hidden: bulletins.hide(member.site_id, member.id, display_location, display_device) });
    },
  );
};
