// POST /api/arks/web/announcement/detail { site_id, id } -> new style Announcement in the `lang`
// header's language (else en_US). Public: a guest reads those shown before login; with a valid
// authorization a member of the site also reads those shown after login. Else PromotionCode.notFound.
import Type from 'typebox';
import { PromotionCode, type AnnouncementDetailPayload } from '@croupier/shared/contracts';
import { fail, ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { languageOf, optionalMember, type PromotionsContentRoutePlugin } from './options.js';

const Body = satisfiesWire<AnnouncementDetailPayload>()(
  Type.Object({
    site_id: SiteId,
    id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  }),
);

export const announcementDetailRoute: PromotionsContentRoutePlugin = async (app, options) => {
  app.post('/arks/web/announcement/detail', { schema: { body: Body } }, async (request) => {
    const { site_id, id } = request.body;
    const member = optionalMember(request, options)?.site_id === site_id;
    const announcement = options.announcements.detail(site_id, id, languageOf(request), member);
    return announcement ? ok(announcement) : fail(PromotionCode.notFound, `Announcement ${id} not found`);
  });
};
