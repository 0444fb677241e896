// What the agent centre's money and report endpoints share: their services and the answer to a
// caller whose currency has no plan. (The active-agent gate and the site's zone live in
// routes/agent/options.ts, shared with the downline and links.)
import { AgentCode } from '@croupier/shared/contracts';
import { fail } from '../../http/respond.js';
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import type { MemberSecretsService } from '../../services/auth/index.js';
import type { MainLedger } from '../../services/cashier/index.js';
import type { AgentReports, AgentSettlements, AgentTransfers, PlanRulesService } from '../../services/agents/index.js';

export interface AgentCentreRouteOptions extends RouteOptions {
  cash: MainLedger;
  plans: PlanRulesService;
  reports: AgentReports;
  transfers: AgentTransfers;
  settlements: AgentSettlements;
  secrets: MemberSecretsService;
}
export type AgentCentreRoutePlugin = RoutePlugin<AgentCentreRouteOptions>;

export const noPlan = () => fail(AgentCode.notAgent, 'There is no agent plan for your currency');
