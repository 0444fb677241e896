// The exposed './member-services': a parcel the shell mounts in the page frame while a member is
// logged in. It owns what the member centre does outside its own pages: the unread-letter count
// (loaded, kept current from letter.sent/read/delete, told to the shell for its badge), the
// forced password change, profile.updated, mf-games' launch flags (the wallet reads them), and
// other remotes' requests to refresh the wallet (BusEvent.walletRefreshRequested), and the
// reality check and session time limit.
import { useRemoteProps, useStore } from '@croupier/shared';
import { defineRemote } from '@croupier/shared/remote';
import { useEffect } from 'react';
import './frame/styles.css';
import { i18nBundles } from './i18n.js';
import { useLetterEvents } from './letters/use-letter-events.js';
import { RealityCheck } from './reality-check/reality-check.js';
import { ForcedPasswordChange } from './services/forced-password-change.js';
import { useProfileEvents } from './services/use-profile-events.js';
import { useUnreadCountAnnouncer } from './services/use-unread-count-announcer.js';
import { watchLaunchState } from './wallet/launch-state.js';
import { useWalletRefreshRequests } from './wallet/use-wallet-refresh-requests.js';

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
