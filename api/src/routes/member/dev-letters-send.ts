// POST /api/dev/letters/send { member_account, title, content, site_id? } — development only
// (CROUPIER_DEV_ROUTES=1; in production the back office writes letters). Sends a letter (content
// HTML) and publishes letter.sent to the member. { id, member_id }; unknown member: 404.
import Type from 'typebox';
import { RealtimeEvent } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId } from '../../http/route-schema.js';
import { publishChange, type MemberRoutePlugin } from './options.js';

const Body = Type.Object({
  member_account: Type.String({ minLength: 1, maxLength: 64 }),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ maxLength: 20_000 }),
  site_id: Defaulted(SiteId, '1'),
});

export const devLettersSendRoute: MemberRoutePlugin = async (app, { services, letters }) => {
  app.post('/dev/letters/send', { schema: { body: Body } }, async (request) => {
    const { member_account, title, content, site_id } = request.body;
    const member = services.members.findByAccount(site_id, member_account);
    if (!member) return fail(ApiCode.notFound, `Member ${member_account} not found on site ${site_id}`);
    const id = letters.send(site_id, member.id, title, content);
    publishChange(services.publisher, request.log, member.id, RealtimeEvent.letterSent, { id });
    return ok({ id, member_id: member.id });
  });
};
