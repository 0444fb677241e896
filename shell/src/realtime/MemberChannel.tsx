// Listens on member.{member_id} while a member is logged in, under the 'shell' owner.
import { toast, useStore } from '@croupier/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { listenMemberChannel } from './member-channel.js';

export const REALTIME_OWNER = 'shell';

export function MemberChannel() {
  const { stores, realtime, queryClient, logout } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  const token = useStore(stores.session, (s) => s.token);

  useEffect(() => {
    if (memberId === null || !token) return;
    return listenMemberChannel({
      scope: realtime.scope(REALTIME_OWNER),
      memberId,
      token,
      queryClient,
      onDuplicateLogin: () => {
        toast.show(t('already_login_msg'), { type: 'warning' });
        void logout({ reason: 'duplicate-login' });
      },
    });
  }, [memberId, token, realtime, queryClient, logout, t]);

  return null;
}
