// MyWallet (spec 02 §2, §3): the main balance (the member layout's member_cash), each provider
// wallet of POST /member/profile/my_cash (is_light ones highlighted), the total, and the
// one-click transfer back.
import { formatMoney, useMemberLayout } from '@croupier/shared';
import { QueryStatus } from '@croupier/shared/records';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useStatusLabels } from '../frame/index.js';
import { useMyCash } from './api/my-cash.js';
import { TransferBackButton } from './transfer-back-button.js';
import { useWalletEvents } from './use-wallet-events.js';

export function MyWalletPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const layout = useMemberLayout();
  const cash = useMyCash();
  useWalletEvents();
  const currency = layout.data?.member_currency ?? '';
  const money = (amount: string) => (currency ? formatMoney(amount, currency) : amount);

  return (
    <div className="mfmc-wallet">
      <section className="mfmc-card mfmc-wallet__main" aria-labelledby="mfmc-wallet-main">
        <h3 id="mfmc-wallet-main">{t('wallet.main')}</h3>
        <p className="mfmc-wallet__amount" aria-live="polite">
          {layout.data ? money(layout.data.member_cash) : t('status.loading')}
        </p>
        <TransferBackButton fetching={cash.isFetching || layout.isFetching} />
      </section>
      {cash.data ? (
        <section className="mfmc-card" aria-labelledby="mfmc-wallet-providers">
          <h3 id="mfmc-wallet-providers">{t('wallet.providers')}</h3>
          {cash.data.my_cash_list.length === 0 ? (
            <p className="mfmc-muted">{t('wallet.no_providers')}</p>
          ) : (
            <ul className="mfmc-wallet__list">
              {cash.data.my_cash_list.map((w) => (
                <li
                  key={w.gp_id}
                  className={w.is_light ? 'mfmc-wallet__item mfmc-wallet__item--light' : 'mfmc-wallet__item'}
                >
                  {w.icon_dark ? <img src={w.icon_dark} alt="" width={40} height={40} loading="lazy" /> : null}
                  <span className="mfmc-wallet__name">{w.gp_id}</span>
                  <span className="mfmc-wallet__cash">{money(w.cash)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="mfmc-wallet__total">
            <span>{t('wallet.total')}</span> <strong>{money(cash.data.total)}</strong>
          </p>
        </section>
      ) : (
        <QueryStatus query={cash} labels={status} />
      )}
    </div>
  );
}
