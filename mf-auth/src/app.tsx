// The exposed './app': single-spa-react lifecycles of mf-auth's routes (/authCallback).
// Its default export is the RemoteModule the shell mounts.
import { defineRemote } from '@croupier/shared';
import { AuthApp } from './auth-app.js';
import { i18nBundles } from './i18n.js';

export default defineRemote({
  name: 'mf-auth',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: AuthApp,
  i18n: i18nBundles,
});
