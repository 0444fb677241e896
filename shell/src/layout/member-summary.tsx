// The logged-in member's account and balance (the layout query, patched live by member.cash)
// and, unless the template puts it elsewhere, "Log out".
import { formatMoney, memberLayoutQuery, useStore } from '@croupier/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';

export function MemberSummary({ showLogout = true }: { showLogout?: boolean }) {
  const { api, stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const storedAccount = useStore(stores.session, (s) => s.member_account);
  // Shown only while a member is logged in (the logout sequence removes this query).
  const layout = useQuery(memberLayoutQuery(api));

  const account = layout.data?.member_account ?? storedAccount;
  const balance = layout.data
    ? formatMoney(layout.data.member_cash, layout.data.member_currency)
    : layout.isError
      ? t('header.balanceUnavailable')
      : t('header.balanceLoading');

  return (
    <section className="cr-shell-member" aria-label={t('header.memberArea')}>
      <dl>
        <div>
          <dt>{t('header.account')}</dt>
          <dd className="cr-shell-member__account" title={account ?? undefined}>
            {account}
          </dd>
        </div>
        <div>
          <dt>{t('header.balance')}</dt>
          <dd
            aria-live="polite"
            className={`cr-shell-member__balance${layout.isPending ? ' cr-shell-member__balance--loading' : ''}`}
          >
            {layout.isPending ? <span className="cr-shell-visually-hidden">{balance}</span> : balance}
          </dd>
        </div>
      </dl>
      {showLogout && <LogoutButton />}
    </section>
  );
}

export function LogoutButton() {
  const { logout } = useServices();
  const { t } = useTranslation(SHELL_NS);
  return (
    <button
      type="button"
      className="cr-shell-button cr-shell-button--ghost"
      onClick={() => void logout({ reason: 'user' })}
    >
      {t('header.logout')}
    </button>
  );
}
