// The agent centre's money and reports: operation and stratified reports, transfers
// to the downline, performance settlement. One file per endpoint in this folder; register each
// here. (The hierarchy, applications, plan, agreement, downline and links are routes/agent/;
// operators settle a month through routes/operator/agents.ts.)
import type { RoutePlugin } from '../../http/route-schema.js';
import type { AgentCentreRouteOptions } from './options.js';
import { reportOperationRoute } from './report-operation.js';
import { reportStratifiedRoute } from './report-stratified.js';
import { settlementsRoute } from './settlements.js';
import { transferListRoute } from './transfer-list.js';
import { transferSettingsRoute } from './transfer-settings.js';
import { transferRoute } from './transfer.js';
import { named } from '../../http/plugin-name.js';

export const agentCentreRoutes: RoutePlugin = async (api, options) => {
  const { mainLedger, planRules, agentReports, agentTransfers, agentSettlements, memberSecrets } = options.services;
  const withAgentCentre: AgentCentreRouteOptions = {
    ...options,
    cash: mainLedger,
    plans: planRules,
    reports: agentReports,
    transfers: agentTransfers,
    settlements: agentSettlements,
    secrets: memberSecrets,
  };
  await api.register(named(reportOperationRoute), withAgentCentre);
  await api.register(named(reportStratifiedRoute), withAgentCentre);
  await api.register(named(transferSettingsRoute), withAgentCentre);
  await api.register(named(transferRoute), withAgentCentre);
  await api.register(named(transferListRoute), withAgentCentre);
  await api.register(named(settlementsRoute), withAgentCentre);
};
