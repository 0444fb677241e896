// POST /api/arks/web/member/responsible_gaming/session_limit { limit_minutes } (null removes it)
// -> new style, the new ResponsibleGamingState. The money limits' rules: lower at once, a raise or
// removal after RG_RAISE_DELAY_MS. 422 + {field, key} outside RG_SESSION_LIMIT_MINUTES; 400 malformed.
import Type from 'typebox';
import { rgSessionLimitSchema, type RgSessionLimitPayload } from '@croupier/shared/contracts';
import { memberOf, readToken, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { ok } from '../../http/respond.js';
import { shapeOf, type RoutePlugin } from '../../http/route-schema.js';
import { publishSettings, readBody } from './answers.js';

const Body = shapeOf<typeof rgSessionLimitSchema, RgSessionLimitPayload>()(
  Type.Object({ limit_minutes: Type.Union([Type.Number(), Type.Null()]) }),
);

export const rgSessionLimitRoute: RoutePlugin = async (app, { services }) => {
  app.post(
    '/arks/web/member/responsible_gaming/session_limit',
    { schema: { body: Body }, validatorCompiler: exactValidator, preHandler: requireMember(services.sessions) },
    async (request, reply) => {
      const member = memberOf(request);
      const body = readBody(rgSessionLimitSchema, request.body, reply);
      if (!body.ok) return body.answer;
      if (services.responsibleGaming.setLimit(member.id, 'session', body.value.limit_minutes))
        publishSettings(services.publisher, request.log, member.id);
      return ok(services.responsibleGaming.state(member, readToken(request) ?? ''));
    },
  );
};
