// POST /api/member/apply_for_agent (AgentApplicationPayload) -> new style AgentApplication, pending
// until an operator decides (routes/operator/agents.ts). The shared agentApplicationSchema checks
// the fields (422 MemberCode.invalidField with {field, key}); then the same refusals as the
// check: AgentCode.notEligible 101, applicationPending 104.
import Type from 'typebox';
import {
  agentApplicationSchema,
  type AgentApplication,
  type AgentApplicationPayload,
} from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail, ok } from '../../http/respond.js';
import { rateLimited } from '../../http/route-options.js';
import { shapeOf } from '../../http/route-schema.js';
import { badRequest, checkBody } from '../auth/check-body.js';
import { invalidField } from '../member/options.js';
import type { AgentRoutePlugin } from './options.js';

const Text = (maxLength: number) => Type.String({ maxLength });
const Body = shapeOf<typeof agentApplicationSchema, AgentApplicationPayload>()(
  Type.Object({
    contact_name: Text(256),
    contact_phone: Text(256),
    contact_email: Text(256),
    message: Type.Optional(Text(2000)),
    // Anything but 1 or true is the field's error (422 apply.err_agree), not a malformed body.
    agree: Type.Unknown(),
  }),
);

export const applyRoute: AgentRoutePlugin = async (app, { config, services, applications }) => {
  app.post(
    '/member/apply_for_agent',
    {
      schema: { body: Body },
      validatorCompiler: exactValidator,
      preHandler: requireMember(services.sessions),
      config: rateLimited(config),
    },
    async (request, reply) => {
      const member = memberOf(request);
      const checked = checkBody(agentApplicationSchema, request.body);
      if (!checked.ok && checked.malformed) return badRequest(reply, checked.message);
      if (!checked.ok) return invalidField({ field: checked.field, key: checked.key });
      const { contact_name, contact_phone, contact_email, message } = checked.value;
      const result = applications.apply(member, { contact_name, contact_phone, contact_email, message });
      if (!result.ok) return fail(result.code, result.message);
      return ok<AgentApplication>(result.application, 'Your application was received and is pending review');
    },
  );
};
