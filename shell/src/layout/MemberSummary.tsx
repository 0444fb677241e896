// The logged-in member's account and balance (the layout query, patched live by
// member.cash) and the "Log out" button.
import { useStore } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { useMemberLayout } from '../session/api/member-layout.js';

export function MemberSummary() {
  const { stores, logout } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const storedAccount = useStore(stores.session, (s) => s.member_account);
  const layout = useMemberLayout();

  const balance = layout.data
    ? `${layout.data.member_currency} ${layout.data.member_cash}`
    : layout.isError
      ? t('header.balanceUnavailable')
      : t('header.balanceLoading');

  return (
    <section className="cr-shell-member" aria-label={t('header.memberArea')}>
      <dl>
        <div>
          <dt>{t('header.account')}</dt>
          <dd>{layout.data?.member_account ?? storedAccount}</dd>
        </div>
        <div>
          <dt>{t('header.balance')}</dt>
          <dd aria-live="polite">{balance}</dd>
        </div>
      </dl>
      <button type="button" className="cr-shell-button cr-shell-button--ghost" onClick={() => void logout({ reason: 'user' })}>
        {t('header.logout')}
      </button>
    </section>
  );
}
