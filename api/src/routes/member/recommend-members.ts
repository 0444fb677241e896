// POST /api/arks/web/recommend/members (RecommendMemberSearchPayload) -> new style
// RecommendMemberList: the members who registered with the member's code in the range (site time
// zone, days inclusive), newest first, optionally those whose account contains member_account,
// and whether each made its first deposit.
import Type from 'typebox';
import type { RecommendMemberSearchPayload } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { Defaulted, satisfiesWire } from '../../http/route-schema.js';
import { checkRange, DateRangeProperties } from './date-range.js';
import type { MemberRoutePlugin } from './options.js';

const Body = satisfiesWire<RecommendMemberSearchPayload>()(
  Type.Object({
    ...DateRangeProperties,
    // A filter within the member's own referrals, never another member to act for.
    member_account: Defaulted(Type.String({ maxLength: 64 }), ''),
  }),
);

export const recommendMembersRoute: MemberRoutePlugin = async (app, { services, referral }) => {
  app.post(
    '/arks/web/recommend/members',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request, reply) => {
      if (!checkRange(request.body, reply)) return reply;
      return ok(referral.members(memberOf(request), request.body, request.body.member_account));
    },
  );
};
