// POST /api/demo/login { site_id } (spec 01 §1, §6: IS_DEMO "fakes a login with a test
// account"): on a brand whose IS_DEMO setting is on, a session for the seeded test account
// `demo_player` (seeds/entry.ts; it has no usable password). -> new style, data: LoginSession,
// and the token in the `authorization` header, like /login. Off (403) on every other brand. A
// running time-out or self-exclusion of that account answers 604 / 605 like every way in.
import Type from 'typebox';
import { DEMO_ACCOUNT } from '../../db/seeds/entry.js';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { SiteId, type RoutePlugin } from '../../http/route-schema.js';
import { toLoginSession } from '../../services/members/index.js';
import { exclusionAnswer } from '../../services/responsible-gaming/index.js';

const Body = Type.Object({ site_id: SiteId });

export const demoLoginRoute: RoutePlugin = async (app, { config, services }) => {
  app.post('/demo/login', { schema: { body: Body }, config: rateLimited(config) }, async (request, reply) => {
    const { site_id } = request.body;
    const site = services.sites.detail(site_id);
    if (!site?.settings.IS_DEMO) return reply.code(403).send(fail(ApiCode.forbidden, 'Demo mode is off for this site'));
    const member = services.members.findByAccount(site_id, DEMO_ACCOUNT);
    if (!member || member.status !== 'active') {
      return reply.code(404).send(fail(ApiCode.notFound, 'The demo account is missing'));
    }
    const exclusion = services.rgEnforcement.exclusionAt(member.id);
    if (exclusion) return exclusionAnswer(exclusion, services.rgEnforcement.siteTimeOf(member.id, exclusion.until));
    const token = services.sessions.create(member.id, request.ip, request.headers['user-agent'] ?? '');
    reply.header('authorization', token);
    return ok(toLoginSession(member, token));
  });
};
