// POST /api/member/profile/my_cash -> old style body MyCash. 401 without a session.
import type { FastifyPluginAsync } from 'fastify';
import { memberOf, requireMember } from '../http/auth.js';
import { oldOk } from '../http/respond.js';
import type { RouteOptions } from '../http/route-options.js';

export const memberMyCashRoute: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.post('/member/profile/my_cash', { preHandler: requireMember(services.sessions) }, async (request) => {
    const member = memberOf(request);
    return oldOk(services.wallet.myCash(member.id, member.cash_cents));
  });
};
