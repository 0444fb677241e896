// The exposed './app': single-spa-react lifecycles of mf-member-center.
// Default export is the RemoteModule; the lifecycles are also named exports.
import { defineRemote } from '@croupier/shared';
import { MemberCenterApp } from './member-center-app.js';
import { i18nBundles } from './i18n.js';

const remote = defineRemote({
  name: 'mf-member-center',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: MemberCenterApp,
  i18n: i18nBundles,
});

export const { bootstrap, mount, unmount, update } = remote;
export const remoteName = remote.remoteName;
export const sharedContract = remote.sharedContract;
export default remote;
