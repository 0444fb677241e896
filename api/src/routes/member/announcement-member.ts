// POST /api/arks/web/announcement/member { site_id, page, count } -> new style AnnouncementList:
// the announcements of the member's site shown after login, in the `lang` header's language
// (else English), newest first.
import Type from 'typebox';
import type { AnnouncementListPayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { satisfiesWire, SiteId } from '../../http/route-schema.js';
import { languageOf, type MemberRoutePlugin } from './options.js';

const Body = satisfiesWire<AnnouncementListPayload>()(
  Type.Object({
    site_id: SiteId,
    page: Type.Integer({ minimum: 1, maximum: 100_000 }),
    count: Type.Integer({ minimum: 1, maximum: 100 }),
  }),
);

export const announcementMemberRoute: MemberRoutePlugin = async (app, { services, announcements }) => {
  app.post(
    '/arks/web/announcement/member',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const { page, count } = request.body;
      // The member's own site: a member reads its brand's announcements whatever site_id says.
      return ok(announcements.afterLogin(memberOf(request).site_id, languageOf(request), page, count));
    },
  );
};
