// The agent menu (spec 02 §2): Plan, Agreement, Register, and ProxyCenter with its six pages. Each
// page is /proxy/{Page}, spelt as the spec writes it (AGENT_PAGES, PROXY_CENTER_PAGES). Plan,
// Agreement and Register are open to everyone; the ProxyCenter group only to active agents, who
// have no use for Register (it is not listed for them).
import { AGENT_PAGES, PROXY_CENTER_PAGES, type AgentPage, type ProxyCenterPage } from './constants.js';

/** The agent centre's group name (spec 02 §2), also a page name of the `?page=` entry: its first page. */
export const CENTRE_GROUP = 'ProxyCenter' satisfies AgentPage;

export type PublicPage = Exclude<AgentPage, typeof CENTRE_GROUP>;
export const PUBLIC_PAGES = AGENT_PAGES.filter((p): p is PublicPage => p !== CENTRE_GROUP);
export type AgentAreaPage = PublicPage | ProxyCenterPage;

export const ALL_PAGES: readonly AgentAreaPage[] = [...PUBLIC_PAGES, ...PROXY_CENTER_PAGES];

/** Where an active agent lands (/proxy, ?page=ProxyCenter). */
export const CENTRE_HOME: ProxyCenterPage = 'DownlineInfo';

export const isCentrePage = (page: AgentAreaPage): page is ProxyCenterPage =>
  (PROXY_CENTER_PAGES as readonly string[]).includes(page);

/** The public pages listed: Register only for someone who is no active agent. */
export const publicPagesFor = (agentActive: boolean): readonly PublicPage[] =>
  agentActive ? PUBLIC_PAGES.filter((p) => p !== 'Register') : PUBLIC_PAGES;
