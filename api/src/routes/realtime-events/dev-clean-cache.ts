// POST /api/dev/member/clean-cache { member_account, site_id? } — development only
// (CROUPIER_DEV_ROUTES=1); in production the operator's back office sends it. Publishes
// app_clean_cache on the member's private channel: their open pages log out, clear their
// caches and reload (spec 01 §4).
import Type from 'typebox';
import { RealtimeEvent } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { publishLogged } from './publish-logged.js';

const Body = Type.Object({
  member_account: Type.String({ minLength: 1, maxLength: 64 }),
  site_id: Defaulted(SiteId, '1'),
});

export const devCleanCacheRoute: RoutePlugin = async (app, { services }) => {
  app.post('/dev/member/clean-cache', { schema: { body: Body } }, async ({ body: { member_account, site_id } }) => {
    const member = services.members.findByAccount(site_id, member_account);
    if (!member) return fail(ApiCode.notFound, `Member ${member_account} not found on site ${site_id}`);
    const published = await publishLogged(app.log, RealtimeEvent.appCleanCache, () =>
      services.publisher.publishToMember(member.id, RealtimeEvent.appCleanCache, {}),
    );
    return ok({ member_id: member.id, published });
  });
};
