// The games catalogue (spec 02 §3 and §7): type groups, label and tag lists, home
// sections, favourites, last played, jackpot, demo lists, and the generated art they point to.
// One file per endpoint in this folder; register each here. Launching (play1, leave1, demo play,
// sport) is the provider area's (routes/provider/).
import type { RoutePlugin } from '../../http/route-schema.js';
import { gameArtRoute } from './art-game.js';
import { gameTypeIconRoute } from './art-game-type-icon.js';
import { providerLogoRoute } from './art-provider-logo.js';
import { demoGpGamesRoute } from './demo-gp-games.js';
import { demoGtGamesRoute } from './demo-gt-games.js';
import { favoriteStoreRoute } from './favorite-store.js';
import { gameLabelRoute } from './game-label.js';
import { gameListRoute } from './game-list.js';
import { jackpotRoute } from './jackpot.js';
import { lastPlayingGameRoute } from './last-playing-game.js';
import type { GamesRouteOptions } from './schemas.js';
import { tagGameListRoute } from './tag-game-list.js';
import { templateGameListRoute } from './template-game-list.js';
import { named } from '../../http/plugin-name.js';

export const gamesRoutes: RoutePlugin = async (api, options) => {
  const { gamesCatalogue, gamesMembers, gamesJackpot } = options.services;
  const withGames: GamesRouteOptions = {
    ...options,
    catalogue: gamesCatalogue,
    gamesMembers,
    jackpot: gamesJackpot,
  };
  await api.register(named(gameListRoute), withGames);
  await api.register(named(tagGameListRoute), withGames);
  await api.register(named(gameLabelRoute), withGames);
  await api.register(named(templateGameListRoute), withGames);
  await api.register(named(lastPlayingGameRoute), withGames);
  await api.register(named(favoriteStoreRoute), withGames);
  await api.register(named(jackpotRoute), withGames);
  await api.register(named(demoGtGamesRoute), withGames);
  await api.register(named(demoGpGamesRoute), withGames);
  await api.register(named(gameArtRoute), withGames);
  await api.register(named(providerLogoRoute), withGames);
  await api.register(named(gameTypeIconRoute), withGames);
};
