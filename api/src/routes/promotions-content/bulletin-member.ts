// POST /api/arks/web/bulletin/member { site_id, display_device, display_location? (2) } -> new style
// BulletinList: the members' bulletins of that location (2 everywhere, 3 the deposit page) on the
// member's site, as /arks/web/bulletin, without those the member hid since their last update;
// setting.display_frequency of that location (default 1). Member (HTTP 401 without a session).
import Type from 'typebox';
import { BULLETIN_LOCATION, type BulletinPayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { Defaulted, satisfiesWire, SiteId } from '../../http/route-schema.js';
import { languageOf, Location, RequestDevice, siteZone, type PromotionsContentRoutePlugin } from './options.js';

const Body = satisfiesWire<BulletinPayload>()(
  Type.Object({
    site_id: SiteId,
    display_device: RequestDevice,
    display_location: Defaulted(Location, BULLETIN_LOCATION.normal),
  }),
);

export const bulletinMemberRoute: PromotionsContentRoutePlugin = async (app, options) => {
  app.post(
    '/arks/web/bulletin/member',
    { schema: { body: Body }, preHandler: requireMember(options.services.sessions) },
    async (request) => {
      const { display_device, display_location } = request.body;
      // The member's own site, whatever site_id says.
      const member = memberOf(request);
      const group = { audience: 'member', location: display_location } as const;
      return ok(
        options.bulletins.list(
          member.site_id,
          group,
          display_device,
          member.id,
          languageOf(request),
          siteZone(options, member.site_id),
        ),
      );
    },
  );
};
