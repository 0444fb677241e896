// The exposed './app': single-spa-react lifecycles of mf-template's pages.
// Its default export is the RemoteModule the shell mounts.
import { defineRemote } from '@croupier/shared/remote';
import { i18nBundles } from './i18n.js';
import { TemplatePage } from './template-page.js';

export default defineRemote({
  name: 'mf-template',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: TemplatePage,
  i18n: i18nBundles,
});
