// mf-proxy's own constants: the agent menu's pages (spec 02 §2), spelt as the spec writes them —
// each is /proxy/{Page} and the `page` query value — and the size of the centre's lists.

/** The agent menu (spec 02 §2): ProxyCenter is the agent centre's group. */
export const AGENT_PAGES = ['Plan', 'Agreement', 'Register', 'ProxyCenter'] as const;
/** The agent centre's pages (ProxyCenter's sub-items): active agents only. */
export const PROXY_CENTER_PAGES = [
  'DownlineInfo',
  'Promotion',
  'OperationTable',
  'StratifiedTable',
  'Transfer',
  'PerformanceSettlement',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];
export type ProxyCenterPage = (typeof PROXY_CENTER_PAGES)[number];

/** Rows per page of the agent centre's lists (the spec gives none). */
export const AGENT_PAGE_SIZE = 20;
