// What the agent area's endpoints share: the app's options and the agent services (composed by
// services/index.ts, handed on by the area plugin, index.ts); the gate every agent-centre call
// passes first (here and in routes/agent-centre/) and the site's zone its dates are in.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AgentCode, validTimezone } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { fail } from '../../http/respond.js';
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import type { AgentApplications, AgentDownline, AgentLinks, AgentTerms } from '../../services/agents/index.js';
import type { MemberRow } from '../../services/members/index.js';
import type { Sessions } from '../../services/auth/index.js';
import type { Sites } from '../../services/sites/index.js';

export interface AgentRouteOptions extends RouteOptions {
  terms: AgentTerms;
  applications: AgentApplications;
  downline: AgentDownline;
  links: AgentLinks;
}
export type AgentRoutePlugin = RoutePlugin<AgentRouteOptions>;

export const isActiveAgent = (m: Pick<MemberRow, 'is_agent' | 'agent_active'>) =>
  m.is_agent === 1 && m.agent_active === 1;

/** After requireMember: a member who is no active agent is answered AgentCode.notAgent (301), new style. */
async function requireActiveAgent(request: FastifyRequest, reply: FastifyReply) {
  if (!isActiveAgent(memberOf(request)))
    return reply.send(fail(AgentCode.notAgent, 'Only an active agent may use the agent centre'));
}

/** The preHandlers of an agent-centre call: a logged-in member who is an active agent. */
export const activeAgentOnly = (sessions: Sessions) => [requireMember(sessions), requireActiveAgent];

/** The site's time zone (site setting TIMEZONE, else DEFAULT_TIMEZONE). */
export const siteZone = (sites: Pick<Sites, 'detail'>, siteId: string) =>
  validTimezone(sites.detail(siteId)?.settings.TIMEZONE);
