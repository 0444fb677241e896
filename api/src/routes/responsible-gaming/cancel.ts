// POST /api/arks/web/member/responsible_gaming/cancel { kind, period } | { kind: 'session' } ->
// new style, the new ResponsibleGamingState: the waiting raise or removal is dropped (the limit in
// force stays). 607 (ResponsibleGamingCode.nothingPending) when none waits; 400 malformed.
import Type from 'typebox';
import { ResponsibleGamingCode, rgCancelSchema, type RgCancelPayload } from '@croupier/shared/contracts';
import { memberOf, readToken, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { shapeOf, type RoutePlugin } from '../../http/route-schema.js';
import { publishSettings, readBody } from './answers.js';

const Body = shapeOf<typeof rgCancelSchema, RgCancelPayload>()(
  Type.Object({ kind: Type.String(), period: Type.Optional(Type.String()) }),
);

export const rgCancelRoute: RoutePlugin = async (app, { services }) => {
  app.post(
    '/arks/web/member/responsible_gaming/cancel',
    { schema: { body: Body }, validatorCompiler: exactValidator, preHandler: requireMember(services.sessions) },
    async (request, reply) => {
      const member = memberOf(request);
      const body = readBody(rgCancelSchema, request.body, reply);
      if (!body.ok) return body.answer;
      const cancel = body.value;
      const subject = cancel.kind === 'session' ? 'session' : (`${cancel.kind}_${cancel.period}` as const);
      if (!services.responsibleGaming.cancel(member.id, subject))
        return fail(ResponsibleGamingCode.nothingPending, 'Nothing is pending for this limit');
      publishSettings(services.publisher, request.log, member.id);
      return ok(services.responsibleGaming.state(member, readToken(request) ?? ''));
    },
  );
};
