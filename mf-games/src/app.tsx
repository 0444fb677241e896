// The exposed './app': single-spa-react lifecycles of mf-games.
// Its default export is the RemoteModule the shell mounts.
import { defineRemote } from '@croupier/shared/remote';
import { GamesApp } from './games-app.js';
import { i18nBundles } from './i18n.js';

export default defineRemote({
  name: 'mf-games',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: GamesApp,
  i18n: i18nBundles,
});
