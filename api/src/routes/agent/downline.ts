// POST /api/arks/web/agent/downline (DownlinePayload) -> new style DownlineList: the direct members
// of agent_id (0: the caller; else a sub-agent in the caller's downline, AgentCode.notInDownline
// 302 otherwise) registered in the range (site days, inclusive), whose account contains
// member_account, newest first. Depths count from the caller; the path runs from the caller down
// to agent_id. Active agents only (AgentCode.notAgent 301). A broken range is HTTP 400.
import Type from 'typebox';
import { AgentCode, type DownlineList, type DownlinePayload } from '@croupier/shared/contracts';
import { memberOf } from '../../http/auth.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, satisfiesWire } from '../../http/route-schema.js';
import { dayRange } from '../../lib/site-days.js';
import { checkRange, DateRangeProperties } from '../member/date-range.js';
import { activeAgentOnly, siteZone, type AgentRoutePlugin } from './options.js';

const Body = satisfiesWire<DownlinePayload>()(
  Type.Object({
    ...DateRangeProperties,
    agent_id: Defaulted(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), 0),
    // A filter within the caller's downline, never a member to act for.
    member_account: Defaulted(Type.String({ maxLength: 64 }), ''),
  }),
);

export const downlineRoute: AgentRoutePlugin = async (app, { services, downline }) => {
  app.post(
    '/arks/web/agent/downline',
    { schema: { body: Body }, preHandler: activeAgentOnly(services.sessions) },
    async (request, reply) => {
      const body = request.body;
      if (!checkRange(body, reply)) return reply;
      const caller = memberOf(request);
      const agentId = body.agent_id === 0 ? caller.id : body.agent_id;
      const depth = downline.depthOfAgent(caller.id, agentId);
      if (depth === null) return fail(AgentCode.notInDownline, 'That agent is not in your downline');
      const zone = siteZone(services.sites, caller.site_id);
      const range = dayRange(body.start_date, body.end_date, zone)!;
      return ok<DownlineList>(
        downline.list(
          caller.id,
          { agentId, ...range, account: body.member_account, page: body.page, count: body.count },
          depth,
        ),
      );
    },
  );
};
