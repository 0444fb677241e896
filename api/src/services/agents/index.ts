// Agents: applications, the terms and plan, the hierarchy and downline, promotion links and
// agent domains, reports, transfers to the downline and settlements. What other domains and the
// routes may use; the files of this folder import each other directly.
export { AGENT_MEMBER_TYPE, type AgentApplications, createAgentApplications } from './applications.js';
export { AGENT_HOST, type AgentDomains, createAgentDomains, normalizeHost } from './domains.js';
export { type AgentDownline, createAgentDownline } from './downline.js';
export { createAgentHierarchy } from './hierarchy.js';
export { type AgentLinks, createAgentLinks } from './links.js';
export { createPlanRules, type CurrencyPlan, type PlanRules, type PlanRulesService } from './plan-rules.js';
export { type AgentReports, createAgentReports, type Period } from './reports.js';
export { type AgentSettlements, createAgentSettlements } from './settlements.js';
export { type AgentTerms, createAgentTerms } from './terms.js';
export { type AgentTransfers, createAgentTransfers } from './transfers.js';
