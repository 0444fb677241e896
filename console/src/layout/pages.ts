// The console's pages, in the nav's order, each with the permission that shows it. A page the
// operator may not use is neither in the nav nor reachable by its address.
import type { Permission } from '../api/types.js';

export type PageId =
  'sites' | 'releases' | 'cashier' | 'members' | 'agents' | 'compliance' | 'games' | 'content' | 'operators' | 'audit';

export interface ConsolePage {
  id: PageId;
  path: `/${string}`;
  permission: Permission;
}

export const PAGES: readonly ConsolePage[] = [
  { id: 'sites', path: '/sites', permission: 'sites.read' },
  { id: 'releases', path: '/releases', permission: 'releases.read' },
  { id: 'cashier', path: '/cashier', permission: 'cashier.read' },
  { id: 'members', path: '/members', permission: 'members.read' },
  { id: 'agents', path: '/agents', permission: 'agents.read' },
  { id: 'compliance', path: '/compliance', permission: 'compliance.read' },
  { id: 'games', path: '/games', permission: 'games.manage' },
  { id: 'content', path: '/content', permission: 'content.edit' },
  { id: 'operators', path: '/operators', permission: 'operators.manage' },
  { id: 'audit', path: '/audit', permission: 'audit.read' },
  // A new page: its id here, a nav.<id> text, and the page's element in routes.tsx.
];

export function pagesFor(permissions: readonly Permission[]): ConsolePage[] {
  return PAGES.filter((page) => permissions.includes(page.permission));
}
