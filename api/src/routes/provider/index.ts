// The api's own game provider: launching and leaving games with the money moves they
// make (play1, leave1, transfer-back), demo play, the playable slot page and its spin, the
// sportsbook iframe page with its quick-bet URL and the iframe check. (Operators put a provider in
// maintenance or switch it off through routes/operator/games.ts.) One file per endpoint in this
// folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { balanceAllBackRoute } from './balance-all-back.js';
import { checkIframeRoute } from './check-iframe.js';
import { demoPlayRoute } from './demo-play.js';
import { leave1Route } from './leave1.js';
import { play1Route } from './play1.js';
import type { ProviderRouteOptions } from './schemas.js';
import { slotPageRoute } from './slot-page.js';
import { slotSpinRoute } from './slot-spin.js';
import { sportPageRoute } from './sport-page.js';
import { sportQuickbetUrlRoute } from './sport-quickbet-url.js';
import { named } from '../../http/plugin-name.js';

export const providerRoutes: RoutePlugin = async (api, options) => {
  const { gameWallet, gameSessions, providerMaintenance, sportCatalogue } = options.services;
  const withProvider: ProviderRouteOptions = {
    ...options,
    wallet: gameWallet,
    gameSessions,
    maintenance: providerMaintenance,
    sport: sportCatalogue,
  };
  await api.register(named(play1Route), withProvider);
  await api.register(named(leave1Route), withProvider);
  await api.register(named(balanceAllBackRoute), withProvider);
  await api.register(named(demoPlayRoute), withProvider);
  await api.register(named(slotPageRoute), withProvider);
  await api.register(named(slotSpinRoute), withProvider);
  await api.register(named(sportQuickbetUrlRoute), withProvider);
  await api.register(named(sportPageRoute), withProvider);
  await api.register(named(checkIframeRoute), withProvider);
};
