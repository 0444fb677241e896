// POST /api/dev/responsible-gaming/apply-pending { member_account, site_id? } — development only
// (CROUPIER_DEV_ROUTES=1): the operator's test tool. Every waiting raise or removal of the member
// takes effect now, as if RG_RAISE_DELAY_MS had passed ('raise_applied' rows), and the member's
// pages hear { reason: 'settings' }. { member_id, applied }; unknown member 404.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { publishSettings } from './answers.js';

const Body = Type.Object({
  member_account: Type.String({ minLength: 1, maxLength: 64 }),
  site_id: Defaulted(SiteId, '1'),
});

export const devRgApplyPendingRoute: RoutePlugin = async (app, { services }) => {
  app.post('/dev/responsible-gaming/apply-pending', { schema: { body: Body } }, async (request) => {
    const { member_account, site_id } = request.body;
    const member = services.members.findByAccount(site_id, member_account);
    if (!member) return fail(ApiCode.notFound, `Member ${member_account} not found on site ${site_id}`);
    const applied = services.responsibleGaming.applyPending(member.id);
    if (applied > 0) publishSettings(services.publisher, request.log, member.id);
    return ok({ member_id: member.id, applied });
  });
};
