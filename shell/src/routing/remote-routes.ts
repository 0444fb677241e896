// Which remote answers which path (spec 01 §2). basePath is the route's fixed prefix: the
// path the remote is mounted under; the remote reads the rest from the location it is given.
import type { ModuleName } from '@croupier/shared';

export interface RemoteRoute {
  path: string;
  module: ModuleName;
  basePath: string;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/gameHall/:id', module: 'mf-games', basePath: '/gameHall' },
  { path: '/slotgame', module: 'mf-games', basePath: '/slotgame' },
  { path: '/gameRoom', module: 'mf-games', basePath: '/gameRoom' },
  { path: '/play', module: 'mf-games', basePath: '/play' },
  { path: '/user/*', module: 'mf-member-center', basePath: '/user' },
  { path: '/proxy/*', module: 'mf-proxy', basePath: '/proxy' },
  { path: '/discount/*', module: 'mf-promotions', basePath: '/discount' },
  { path: '/main/:id', module: 'mf-promotions', basePath: '/main' },
  { path: '/authCallback', module: 'mf-auth', basePath: '/authCallback' },
];
