// The exposed './member-services': a parcel the shell mounts in the page frame while a member is
// logged in. It owns what the member centre does outside its own pages: the unread-letter count
// (loaded, kept current from letter.sent/read/delete, told to the shell for its badge), the
// forced password change, profile.updated, mf-games' launch flags (the wallet reads them), and
// other remotes' requests to refresh the wallet (BusEvent.walletRefreshRequested), and the
// reality check and session time limit.
import { useRemoteProps, useStore } from '@croupier/shared';
import { defineRemote } from '@croupier/shared/remote';
import { useEffect } from 'react';
import './styles.css';
import { i18nBundles } from './i18n.js';
import { useLetterEvents, useUnreadCountAnnouncer } from './letters/index.js';
import { RealityCheck } from './reality-check/index.js';
import { ForcedPasswordChange, useProfileEvents } from './services/index.js';
import { useWalletRefreshRequests, watchLaunchState } from './wallet/index.js';

export function MemberServices() {
  const { bus, stores } = useRemoteProps();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  useEffect(() => watchLaunchState(bus), [bus]);
  useLetterEvents();
  useProfileEvents();
  useUnreadCountAnnouncer();
  useWalletRefreshRequests();
  return isLoggedIn ? (
    <>
      <ForcedPasswordChange />
      <RealityCheck />
    </>
  ) : null;
}

export default defineRemote({
  name: 'mf-member-center',
  parcel: 'member-services',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: MemberServices,
  i18n: i18nBundles,
});
