// POST /api/arks/web/recommend/project { site_id } -> new style RecommendProject: the member's
// friend-recommend code (one is made for a member without any), the rules text (HTML) in the
// `lang` header's language (else English), and the reward terms of the member's currency.
import Type from 'typebox';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import { languageOf, type MemberRoutePlugin } from './options.js';

const Body = Type.Object({ site_id: SiteId });

export const recommendProjectRoute: MemberRoutePlugin = async (app, { services, referral }) => {
  app.post(
    '/arks/web/recommend/project',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => ok(referral.project(memberOf(request), languageOf(request))),
  );
};
