// The agent centre's money and reports: operation and stratified reports, transfers
// to the downline, performance settlement; in development also the route that settles a month.
// One file per endpoint in this folder; register each here. (The hierarchy, applications, plan,
// agreement, downline and links are routes/agent/.)
import type { RoutePlugin } from '../../http/route-schema.js';
import { createMemberSecrets } from '../../services/auth/index.js';
import {
  createAgentReports,
  createAgentSettlements,
  createAgentTransfers,
  createPlanRules,
} from '../../services/agents/index.js';
import { devSettlementsRunRoute } from './dev-settlements-run.js';
import type { AgentCentreRouteOptions } from './options.js';
import { reportOperationRoute } from './report-operation.js';
import { reportStratifiedRoute } from './report-stratified.js';
import { settlementsRoute } from './settlements.js';
import { transferListRoute } from './transfer-list.js';
import { transferSettingsRoute } from './transfer-settings.js';
import { transferRoute } from './transfer.js';
import { named } from '../../http/plugin-name.js';

export const agentCentreRoutes: RoutePlugin = async (api, options) => {
  const { db, agentHierarchy, mainLedger: cash } = options.services;
  const reports = createAgentReports(db);
  const withAgentCentre: AgentCentreRouteOptions = {
    ...options,
    cash,
    plans: createPlanRules(db),
    reports,
    transfers: createAgentTransfers(db, agentHierarchy, cash),
    settlements: createAgentSettlements(db, reports, cash),
    secrets: createMemberSecrets(db),
  };
  await api.register(named(reportOperationRoute), withAgentCentre);
  await api.register(named(reportStratifiedRoute), withAgentCentre);
  await api.register(named(transferSettingsRoute), withAgentCentre);
  await api.register(named(transferRoute), withAgentCentre);
  await api.register(named(transferListRoute), withAgentCentre);
  await api.register(named(settlementsRoute), withAgentCentre);
  // Development only: the operator's month-end settlement (a real back office runs it).
  if (options.config.devRoutes) await api.register(named(devSettlementsRunRoute), withAgentCentre);
};
