// POST /api/dev/entry/enc { member_account, site_id?, ttl_seconds? } — development only
// (CROUPIER_DEV_ROUTES=1): opens a real session for the member and seals it into an entry
// token, as a partner site would, so an entry link can be tried by hand or by e2e.
// -> data { enc, url: '/?enc=…', exp }. A running time-out or self-exclusion answers 604 / 605.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { createEntryTokens } from '../../services/games/index.js';
import { exclusionAnswer } from '../../services/responsible-gaming/index.js';

const Body = Type.Object({
  member_account: Type.String({ minLength: 1, maxLength: 64 }),
  site_id: Defaulted(SiteId, '1'),
  ttl_seconds: Defaulted(Type.Integer({ minimum: 1, maximum: 86_400 }), 300),
});

export const devEntryEncRoute: RoutePlugin = async (app, { config, services }) => {
  const tokens = createEntryTokens(config.entrySecret);

  app.post('/dev/entry/enc', { schema: { body: Body } }, async (request, reply) => {
    const { member_account, site_id, ttl_seconds } = request.body;
    const member = services.members.findByAccount(site_id, member_account);
    if (!member)
      return reply.code(404).send(fail(ApiCode.notFound, `Member ${member_account} not found on site ${site_id}`));
    const exclusion = services.rgEnforcement.exclusionAt(member.id);
    if (exclusion) return exclusionAnswer(exclusion, services.rgEnforcement.siteTimeOf(member.id, exclusion.until));
    const tk = services.sessions.create(member.id, request.ip, request.headers['user-agent'] ?? '');
    const exp = Math.floor(Date.now() / 1000) + ttl_seconds;
    const enc = tokens.seal({
      tk,
      member_id: member.id,
      member_account: member.member_account,
      member_currency: member.member_currency,
      exp,
    });
    return ok({ enc, url: `/?enc=${enc}`, exp });
  });
};
