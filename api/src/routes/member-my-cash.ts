// POST /api/member/profile/my_cash -> old style body MyCash. 401 without a session.
import type { RoutePlugin } from '../http/route-schema.js';
import { memberOf, requireMember } from '../http/auth.js';
import { oldOk } from '../http/respond.js';

export const memberMyCashRoute: RoutePlugin = async (app, { services }) => {
  app.post('/member/profile/my_cash', { preHandler: requireMember(services.sessions) }, async (request) => {
    const member = memberOf(request);
    return oldOk(services.wallet.myCash(member.id, member.cash_cents));
  });
};
