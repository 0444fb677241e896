// The exposed './app': single-spa-react lifecycles of mf-proxy.
// Its default export is the RemoteModule the shell mounts.
import { defineRemote } from '@croupier/shared/remote';
import { AgentApp } from './frame/index.js';
import { i18nBundles } from './i18n.js';

export default defineRemote({
  name: 'mf-proxy',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: AgentApp,
  i18n: i18nBundles,
});
