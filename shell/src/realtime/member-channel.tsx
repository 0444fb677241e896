// While a member is logged in, under the 'shell' owner: the private channel member.{member_id}
// and the presence channel presence-member.{currency}. The listeners (and the session-id hash they
// compare login events with) are a chunk of their own: a guest's page never needs them.
import { browserStorage, BusEvent, PresenceChannel, toast, useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { useAdTracker } from '../tracking/use-ad-tracker.js';
import { cleanCacheAndReload } from './clean-cache.js';

export const REALTIME_OWNER = 'shell';

export interface MemberChannelProps {
  /** Defaults to window.location.reload (after a clean-cache). */
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

let listeners: Promise<typeof import('./member-channel-listeners.js')> | null = null;
/** The listeners' chunk, asked once; a failed load is asked again by the next login. */
function loadListeners() {
  if (!listeners) {
    listeners = import(/* webpackChunkName: "member-channel" */ './member-channel-listeners.js');
    listeners.catch(() => (listeners = null));
  }
  return listeners;
}

export function MemberChannel({ reload = reloadPage }: MemberChannelProps) {
  const { stores, realtime, queryClient, logout, bus } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const tracker = useAdTracker();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  const token = useStore(stores.session, (s) => s.token);
  const currency = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_currency : null));

  useEffect(() => {
    if (memberId === null || !token) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void loadListeners().then(({ listenMemberChannel }) => {
      if (ended) return;
      stop = listenMemberChannel({
        scope: realtime.scope(REALTIME_OWNER),
        memberId,
        token,
        queryClient,
        onDuplicateLogin: () => {
          toast.show(t('already_login_msg'), { type: 'warning' });
          void logout({ reason: 'duplicate-login' });
        },
        onCleanCache: () => {
          toast.show(t('realtime.cleanCache'), { type: 'info' });
          void cleanCacheAndReload({
            logout,
            queryClient,
            local: browserStorage('local'),
            session: browserStorage('session'),
            caches: typeof caches === 'undefined' ? undefined : caches,
            reload,
          });
        },
        onDepositSuccess: (deposit) => void tracker.depositSucceeded(deposit),
        // Every remote hears it on the bus; a time-out's logout and notice are SessionEvents' part.
        onResponsibleGaming: (notice) => bus.emit(BusEvent.responsibleGamingNotice, notice),
      });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [memberId, token, realtime, queryClient, logout, t, tracker, reload, bus]);

  useEffect(() => {
    if (memberId === null || !currency) return;
    return realtime.scope(REALTIME_OWNER).joinPresence(PresenceChannel.memberCurrency(currency));
  }, [memberId, currency, realtime]);

  return null;
}
