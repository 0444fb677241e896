// The agent area (spec 02 §2 agent menu): the brand's level names, plan and agreement;
// applying to become an agent; and the agent centre's downline and promotion links. (Operators
// decide applications through routes/operator/agents.ts.) One file per endpoint in this folder;
// register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { agreementRoute } from './agreement.js';
import { applyCheckRoute } from './apply-check.js';
import { applyRoute } from './apply.js';
import { downlineRoute } from './downline.js';
import { levelRenameRoute } from './level-rename.js';
import { linkVisitRoute } from './link-visit.js';
import { linksRoute } from './links.js';
import type { AgentRouteOptions } from './options.js';
import { planRoute } from './plan.js';
import { named } from '../../http/plugin-name.js';

export const agentRoutes: RoutePlugin = async (api, options) => {
  const { agentTerms, agentApplications, agentDownline, agentLinks } = options.services;
  const withAgent: AgentRouteOptions = {
    ...options,
    terms: agentTerms,
    applications: agentApplications,
    downline: agentDownline,
    links: agentLinks,
  };
  await api.register(named(levelRenameRoute), withAgent);
  await api.register(named(planRoute), withAgent);
  await api.register(named(agreementRoute), withAgent);
  await api.register(named(applyCheckRoute), withAgent);
  await api.register(named(applyRoute), withAgent);
  await api.register(named(downlineRoute), withAgent);
  await api.register(named(linksRoute), withAgent);
  await api.register(named(linkVisitRoute), withAgent);
};
