// What the agent centre's money and report endpoints share: their services, the active-agent
// gate (AgentCode.notAgent for anyone else) and the site's zone and plan of the caller.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AgentCode } from '@croupier/shared/contracts';
import { memberOf } from '../../http/auth.js';
import { fail } from '../../http/respond.js';
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import { zoneOrDefault } from '../../lib/site-days.js';
import type { AgentCash } from '../../services/agent-cash.js';
import type { PlanRulesService } from '../../services/agent-plan-rules.js';
import type { AgentReports } from '../../services/agent-reports.js';
import type { AgentSettlements } from '../../services/agent-settlements.js';
import type { AgentTransfers } from '../../services/agent-transfers.js';
import type { MemberRow } from '../../services/members.js';
import type { Sites } from '../../services/sites.js';

export interface AgentCentreRouteOptions extends RouteOptions {
  cash: AgentCash;
  plans: PlanRulesService;
  reports: AgentReports;
  transfers: AgentTransfers;
  settlements: AgentSettlements;
}
export type AgentCentreRoutePlugin = RoutePlugin<AgentCentreRouteOptions>;

export const isActiveAgent = (m: Pick<MemberRow, 'is_agent' | 'agent_active'>) => m.is_agent === 1 && m.agent_active === 1;

/** The preHandler after requireMember: a member who is no active agent gets AgentCode.notAgent. */
export async function requireActiveAgentHook(request: FastifyRequest, reply: FastifyReply) {
  if (!isActiveAgent(memberOf(request))) return reply.send(fail(AgentCode.notAgent, 'Only active agents may use the agent centre'));
}

/** The site's time zone (site setting TIMEZONE, else DEFAULT_TIMEZONE). */
export const siteZone = (sites: Pick<Sites, 'detail'>, siteId: string) => zoneOrDefault(sites.detail(siteId)?.settings.TIMEZONE);

export const noPlan = () => fail(AgentCode.notAgent, 'There is no agent plan for your currency');
