// The exposed './login-modal': a parcel the shell mounts once while mf-auth is enabled. It renders
// nothing until BusEvent.openLogin, then the login/register modal.
// Default export is the RemoteModule; the lifecycles are also named exports.
import { defineRemote } from '@croupier/shared';
import { i18nBundles } from './i18n.js';
import { AuthModal } from './login/auth-modal.js';

const remote = defineRemote({
  name: 'mf-auth',
  parcel: 'login-modal',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: AuthModal,
  i18n: i18nBundles,
});

export const { bootstrap, mount, unmount, update } = remote;
export const remoteName = remote.remoteName;
export const sharedContract = remote.sharedContract;
export default remote;
