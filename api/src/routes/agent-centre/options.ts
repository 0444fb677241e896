// What the agent centre's money and report endpoints share: their services and the answer to a
// caller whose currency has no plan. (The active-agent gate and the site's zone live in
// routes/agent/options.ts, shared with the downline and links.)
import { AgentCode } from '@croupier/shared/contracts';
import { fail } from '../../http/respond.js';
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import type { MainLedger } from '../../services/main-ledger.js';
import type { PlanRulesService } from '../../services/agent-plan-rules.js';
import type { AgentReports } from '../../services/agent-reports.js';
import type { AgentSettlements } from '../../services/agent-settlements.js';
import type { AgentTransfers } from '../../services/agent-transfers.js';

export interface AgentCentreRouteOptions extends RouteOptions {
  cash: MainLedger;
  plans: PlanRulesService;
  reports: AgentReports;
  transfers: AgentTransfers;
  settlements: AgentSettlements;
}
export type AgentCentreRoutePlugin = RoutePlugin<AgentCentreRouteOptions>;

export const noPlan = () => fail(AgentCode.notAgent, 'There is no agent plan for your currency');
