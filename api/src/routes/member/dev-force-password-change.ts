// POST /api/dev/member/force-password-change { member_account, site_id? } — development only
// (CROUPIER_DEV_ROUTES=1). Sets first_login_to_change_password (the member must change the
// password before anything else) and publishes profile.updated. { member_id }; unknown member: 404.
import Type from 'typebox';
import { RealtimeEvent } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId } from '../../http/route-schema.js';
import { publishChange, type MemberRoutePlugin } from './options.js';

const Body = Type.Object({
  member_account: Type.String({ minLength: 1, maxLength: 64 }),
  site_id: Defaulted(SiteId, '1'),
});

export const devForcePasswordChangeRoute: MemberRoutePlugin = async (app, { services, profile }) => {
  app.post('/dev/member/force-password-change', { schema: { body: Body } }, async (request) => {
    const { member_account, site_id } = request.body;
    const member = services.members.findByAccount(site_id, member_account);
    if (!member) return fail(ApiCode.notFound, `Member ${member_account} not found on site ${site_id}`);
    profile.forcePasswordChange(member.id);
    publishChange(services.publisher, request.log, member.id, RealtimeEvent.profileUpdated);
    return ok({ member_id: member.id });
  });
};
