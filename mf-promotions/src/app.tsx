// The exposed './app': single-spa-react lifecycles of mf-promotions' pages.
// Its default export is the RemoteModule the shell mounts.
import { defineRemote } from '@croupier/shared/remote';
import { PromotionsApp } from './frame/index.js';
import { i18nBundles } from './i18n.js';

export default defineRemote({
  name: 'mf-promotions',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: PromotionsApp,
  i18n: i18nBundles,
});
