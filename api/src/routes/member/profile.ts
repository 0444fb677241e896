// POST /api/member/profile {} -> old style, body MemberProfile (the member of the session). 401 without one.
import { memberOf, requireMember } from '../../http/auth.js';
import { ApiCode } from '../../http/api-codes.js';
import { oldOk, oldStyle } from '../../http/respond.js';
import type { MemberRoutePlugin } from './options.js';

export const profileRoute: MemberRoutePlugin = async (app, { services, profile }) => {
  app.post('/member/profile', { preHandler: requireMember(services.sessions) }, async (request) => {
    const found = profile.read(memberOf(request).id);
    return found ? oldOk(found) : oldStyle(ApiCode.notFound, 'Member not found', null);
  });
};
