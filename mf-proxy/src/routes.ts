// Which screen of the agent area a location is. The shell mounts this remote at /proxy and
// /proxy/* (basePath '/proxy'). `/proxy?page=<Page>` (spec 02 §2: "proxy?page=Register") is the
// page's own path; ProxyCenter (the group) is its first page.
import { ALL_PAGES, CENTRE_GROUP, CENTRE_HOME, type AgentAreaPage } from './menu.js';

export type AgentRoute =
  /** /proxy itself: the entry (an agent's centre, or Register). */
  | { kind: 'home' }
  /** /proxy?page=X, /proxy/ProxyCenter: another path says the same. */
  | { kind: 'redirect'; page: AgentAreaPage }
  | { kind: 'page'; page: AgentAreaPage }
  | { kind: 'not-found' };

export const MENU_PATH = '/proxy';
export const pagePath = (page: AgentAreaPage) => `/proxy/${page}`;
/** Register, telling why a centre page was not shown. */
export const NOT_AGENT_PATH = '/proxy/Register?reason=not_agent';

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';
const pageNamed = (name: string | null | undefined): AgentAreaPage | null =>
  name === CENTRE_GROUP ? CENTRE_HOME : (ALL_PAGES.find((p) => p === name) ?? null);

export function matchAgentRoute(pathname: string, search: string): AgentRoute {
  const path = trimmed(pathname);
  if (path === MENU_PATH) {
    const asked = new URLSearchParams(search).get('page');
    if (asked === null) return { kind: 'home' };
    const page = pageNamed(asked);
    return page ? { kind: 'redirect', page } : { kind: 'not-found' };
  }
  const name = /^\/proxy\/([^/]+)$/.exec(path)?.[1];
  if (name === CENTRE_GROUP) return { kind: 'redirect', page: CENTRE_HOME };
  const page = pageNamed(name);
  return page ? { kind: 'page', page } : { kind: 'not-found' };
}
