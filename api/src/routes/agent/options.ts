// What the agent area's endpoints share (issue 12): the app's options and the agent services,
// built once by the area plugin (index.ts), and the check every agent-centre call makes first.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AgentCode } from '@croupier/shared/contracts';
import { memberOf } from '../../http/auth.js';
import { fail } from '../../http/respond.js';
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import type { AgentApplications } from '../../services/agent-applications.js';
import type { AgentDownline } from '../../services/agent-downline.js';
import type { AgentLinks } from '../../services/agent-links.js';
import type { AgentTerms } from '../../services/agent-terms.js';

export interface AgentRouteOptions extends RouteOptions {
  terms: AgentTerms;
  applications: AgentApplications;
  downline: AgentDownline;
  links: AgentLinks;
}
export type AgentRoutePlugin = RoutePlugin<AgentRouteOptions>;

/**
 * The preHandler after requireMember of the agent centre's calls: a member who is no active
 * agent (is_agent and agent_active) is answered AgentCode.notAgent (301), new style.
 */
export async function requireActiveAgent(request: FastifyRequest, reply: FastifyReply) {
  const member = memberOf(request);
  if (member.is_agent !== 1 || member.agent_active !== 1) {
    return reply.send(fail(AgentCode.notAgent, 'Only an active agent may use the agent centre'));
  }
}
