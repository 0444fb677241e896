// POST /api/member/profile/common/layout -> new style { member_common_layout }. 401 without a session.
import type { RoutePlugin } from '../http/route-schema.js';
import { memberOf, requireMember } from '../http/auth.js';
import { ok } from '../http/respond.js';
import { toCommonLayout } from '../services/members/index.js';

export const memberCommonLayoutRoute: RoutePlugin = async (app, { services }) => {
  app.post('/member/profile/common/layout', { preHandler: requireMember(services.sessions) }, async (request) =>
    ok({ member_common_layout: toCommonLayout(memberOf(request)) }),
  );
};
