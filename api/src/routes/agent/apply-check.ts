// POST /api/member/apply_for_agent/check { agent_id, apply_agent_flag } (spec 02 §7) -> new style
// ApplyAgentCheck: the member's latest application. With apply_agent_flag 1 (the default) it also
// asks whether the member may apply now: AgentCode.notEligible 101 (not active, already an agent,
// no plan for the currency) or applicationPending 104, each with its server message and the same
// data, so the Register page can show a pending application's date. agent_id (the member's own
// parent agent) is read for the wire's sake only: the session's member says where it is placed.
import Type from 'typebox';
import type { ApplyAgentCheck, ApplyAgentCheckPayload, NewStyleResponse } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { Defaulted, IntegerIn, satisfiesWire } from '../../http/route-schema.js';
import type { AgentRoutePlugin } from './options.js';

const Body = satisfiesWire<ApplyAgentCheckPayload>()(
  Type.Object({
    agent_id: Defaulted(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), 0),
    apply_agent_flag: Defaulted(IntegerIn([0, 1] as const), 1),
  }),
);

export const applyCheckRoute: AgentRoutePlugin = async (app, { services, applications }) => {
  app.post(
    '/member/apply_for_agent/check',
    { schema: { body: Body }, preHandler: requireMember(services.sessions) },
    async (request) => {
      const member = memberOf(request);
      const data: ApplyAgentCheck = { application: applications.latest(member.id) };
      const refused = request.body.apply_agent_flag === 1 ? applications.refusal(member) : null;
      if (refused)
        return { code: refused.code, message: refused.message, data } satisfies NewStyleResponse<ApplyAgentCheck>;
      return ok(data);
    },
  );
};
