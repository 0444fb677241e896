// The exposed './app': single-spa-react lifecycles of mf-member-center.
// Its default export is the RemoteModule the shell mounts.
import { defineRemote } from '@croupier/shared/remote';
import { MemberCenterApp } from './member-center-app.js';
import { i18nBundles } from './i18n.js';

export default defineRemote({
  name: 'mf-member-center',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: MemberCenterApp,
  i18n: i18nBundles,
});
