// POST /api/dev/responsible-gaming/end-exclusion { member_account, site_id? } — development only
// (CROUPIER_DEV_ROUTES=1): what an operator's back office does when a time-out or self-exclusion
// is ended legitimately. Ends the member's running ones now, so the member can log in again.
// { member_id, ended } (0 when none ran); unknown member 404.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, type RoutePlugin } from '../../http/route-schema.js';

const Body = Type.Object({
  member_account: Type.String({ minLength: 1, maxLength: 64 }),
  site_id: Defaulted(SiteId, '1'),
});

export const devRgEndExclusionRoute: RoutePlugin = async (app, { services }) => {
  app.post('/dev/responsible-gaming/end-exclusion', { schema: { body: Body } }, async (request) => {
    const { member_account, site_id } = request.body;
    const member = services.members.findByAccount(site_id, member_account);
    if (!member) return fail(ApiCode.notFound, `Member ${member_account} not found on site ${site_id}`);
    return ok({ member_id: member.id, ended: services.responsibleGaming.endExclusions(member.id) });
  });
};
