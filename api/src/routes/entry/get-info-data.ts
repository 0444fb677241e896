// POST /api/get_info_data { enc } (spec 01 §4, §7): opens an encrypted entry link and answers the
// session it carries -> new style, data { tk, member_id, member_account, member_currency,
// member_type, site_id }. The session inside must still be live and belong to that member, so a
// leaked link dies with a logout. 400 malformed, 403 altered/expired/ended; never a 401 (that
// would log out whoever is already signed in on the page).
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import { createEntryTokens } from '../../services/games/index.js';

const Body = Type.Object({ enc: Type.String({ minLength: 1, maxLength: 4096 }) });

const REFUSALS = {
  malformed: [400, ApiCode.invalidRequest, 'The entry link is malformed'],
  tampered: [403, ApiCode.forbidden, 'The entry link is not valid'],
  expired: [403, ApiCode.forbidden, 'The entry link has expired'],
  ended: [403, ApiCode.forbidden, 'The session of this entry link has ended'],
} as const;

export const getInfoDataRoute: RoutePlugin = async (app, { config, services }) => {
  const tokens = createEntryTokens(config.entrySecret);

  app.post('/get_info_data', { schema: { body: Body }, config: rateLimited(config) }, async (request, reply) => {
    const refuse = (why: keyof typeof REFUSALS) => {
      const [status, code, message] = REFUSALS[why];
      return reply.code(status).send(fail(code, message));
    };
    const opened = tokens.open(request.body.enc);
    if (!opened.ok) return refuse(opened.reason);
    const { tk, member_id } = opened.payload;
    const member = services.sessions.memberFor(tk);
    if (!member || member.id !== member_id) return refuse('ended');
    return ok({
      tk,
      member_id: member.id,
      member_account: member.member_account,
      member_currency: member.member_currency,
      member_type: member.member_type,
      site_id: member.site_id,
    });
  });
};
