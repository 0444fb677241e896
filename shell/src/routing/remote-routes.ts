// Which remote answers which path (spec 01 §2, 02 §2). basePath is the route's fixed prefix:
// the path the remote is mounted under; the remote reads the rest from the location it is given.
// Routes with a guard or a redirect in front of the remote are in AppRoutes.tsx.
import type { ModuleName } from '@croupier/shared';

export interface RemoteRoute {
  path: string;
  module: ModuleName;
  basePath: string;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/gameHall/:id', module: 'mf-games', basePath: '/gameHall' },
  { path: '/gameRoom', module: 'mf-games', basePath: '/gameRoom' },
  { path: '/play', module: 'mf-games', basePath: '/play' },
  { path: '/proxy/*', module: 'mf-proxy', basePath: '/proxy' },
  { path: '/discount', module: 'mf-promotions', basePath: '/discount' },
  { path: '/discount/:id', module: 'mf-promotions', basePath: '/discount' },
  { path: '/main/:id', module: 'mf-promotions', basePath: '/main' },
  { path: '/authCallback', module: 'mf-auth', basePath: '/authCallback' },
];

/** Mounted behind their entry logic (AppRoutes): the slot list needs its query, the member centre a member. */
export const SLOT_GAME_ROUTE: RemoteRoute = { path: '/slotgame', module: 'mf-games', basePath: '/slotgame' };
export const MEMBER_CENTRE_ROUTE: RemoteRoute = { path: '/user/*', module: 'mf-member-center', basePath: '/user' };
/** Fast payment is the member centre's payment page in its own window (basePath '/': it sees '/fastPayment'). */
export const FAST_PAYMENT_ROUTE: RemoteRoute = { path: '/fastPayment', module: 'mf-member-center', basePath: '/' };
