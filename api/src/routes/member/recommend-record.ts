// POST /api/arks/web/recommend/record (DateRangePage) -> new style RecommendRecordList: the
// rewards the member earned in the range (site time zone, days inclusive), newest first, with the
// referred accounts masked and the range's total.
import Type from 'typebox';
import type { DateRangePage } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { satisfiesWire } from '../../http/route-schema.js';
import { checkRange, DateRangeProperties } from './date-range.js';
import type { MemberRoutePlugin } from './options.js';

const Body = satisfiesWire<DateRangePage>()(Type.Object(DateRangeProperties));

export const recommendRecordRoute: MemberRoutePlugin = async (app, { services, referral }) => {
  app.post(
    '/arks/web/recommend/record',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request, reply) => {
      if (!checkRange(request.body, reply)) return reply;
      return ok(referral.records(memberOf(request), request.body));
    },
  );
};
