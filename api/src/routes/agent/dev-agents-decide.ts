// POST /api/dev/agents/decide { member_account, approve, site_id? } — development only
// (CROUPIER_DEV_ROUTES=1): the operator's decision on a member's pending agent application ->
// new style AgentApplication. Approval makes the member an active agent (is_agent, agent_active,
// agent_since now, agent_level its agent's + 1 or 1, member_type 2) and publishes
// profile.updated on its private channel, so its open pages reload the member layout. No pending
// application: AgentCode.applicationNotFound 309.
import Type from 'typebox';
import { RealtimeEvent, type AgentApplication } from '@croupier/shared/contracts';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, SiteId } from '../../http/route-schema.js';
import { publishChange } from '../member/options.js';
import type { AgentRoutePlugin } from './options.js';

const Body = Type.Object({
  member_account: Type.String({ minLength: 1, maxLength: 64 }),
  approve: Type.Boolean(),
  site_id: Defaulted(SiteId, '1'),
});

export const devAgentsDecideRoute: AgentRoutePlugin = async (app, { services, applications }) => {
  app.post('/dev/agents/decide', { schema: { body: Body } }, async (request) => {
    const { member_account, approve, site_id } = request.body;
    const decided = applications.decide(site_id, member_account, approve);
    if (!decided.ok) return fail(decided.code, decided.message);
    if (approve) publishChange(services.publisher, request.log, decided.memberId, RealtimeEvent.profileUpdated);
    return ok<AgentApplication>(decided.application, approve ? 'Approved: the member is an active agent' : 'Rejected');
  });
};
