// The exposed './app': single-spa-react lifecycles of mf-auth's one route, /authCallback, where
// the third-party sign-in popup lands. Its default export is the RemoteModule the shell mounts.
import { defineRemote } from '@croupier/shared/remote';
import { AuthCallbackPage } from './third-party/index.js';
import { i18nBundles } from './i18n.js';

export default defineRemote({
  name: 'mf-auth',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: AuthCallbackPage,
  i18n: i18nBundles,
});
