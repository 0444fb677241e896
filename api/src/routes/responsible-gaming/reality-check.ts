// POST /api/arks/web/member/responsible_gaming/reality_check { interval_minutes } (15, 30, 60 or
// null = off) -> new style, the new ResponsibleGamingState. At once; 400 for another value.
import Type from 'typebox';
import { realityCheckSchema, type RealityCheckPayload } from '@croupier/shared/contracts';
import { memberOf, readToken, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { ok } from '../../http/respond.js';
import { shapeOf, type RoutePlugin } from '../../http/route-schema.js';
import { publishSettings, readBody } from './answers.js';

const Body = shapeOf<typeof realityCheckSchema, RealityCheckPayload>()(
  Type.Object({ interval_minutes: Type.Union([Type.Number(), Type.Null()]) }),
);

export const rgRealityCheckRoute: RoutePlugin = async (app, { services }) => {
  app.post(
    '/arks/web/member/responsible_gaming/reality_check',
    { schema: { body: Body }, validatorCompiler: exactValidator, preHandler: requireMember(services.sessions) },
    async (request, reply) => {
      const member = memberOf(request);
      const body = readBody(realityCheckSchema, request.body, reply);
      if (!body.ok) return body.answer;
      if (services.responsibleGaming.setRealityCheck(member.id, body.value.interval_minutes))
        publishSettings(services.publisher, request.log, member.id);
      return ok(services.responsibleGaming.state(member, readToken(request) ?? ''));
    },
  );
};
