// The exposed './login-modal': a parcel the shell mounts once while mf-auth is enabled. It renders
// nothing until BusEvent.openLogin, then the login/register modal.
// Its default export is the RemoteModule the shell mounts.
import { defineRemote } from '@croupier/shared/remote';
import { i18nBundles } from './i18n.js';
import { AuthModal } from './modal/index.js';

export default defineRemote({
  name: 'mf-auth',
  parcel: 'login-modal',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: AuthModal,
  i18n: i18nBundles,
});
