// Transfer (spec 02 §2 ProxyCenter): the agent moves money from the own main balance to a member
// of the downline (POST /arks/web/agent/transfer/settings, then /arks/web/agent/transfer). The
// balance shown is the member layout's (member.cash keeps it live), else the settings'. Without a
// withdraw password the page says where to set one. Below: the past transfers.
import { formatMoney, useLinkClick, useMemberLayout } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../status/index.js';
import { NAMESPACE } from '../i18n.js';
import { useTransferSettings } from './api/transfer-settings.js';
import { TransferForm } from './transfer-form.js';
import { TransferList } from './transfer-list.js';

const SET_PASSWORD_PATH = '/user/Info';

export function TransferPage() {
  const { t } = useTranslation(NAMESPACE);
  const settings = useTransferSettings();
  const layout = useMemberLayout();
  const linkClick = useLinkClick();
  if (!settings.data) return <QueryStatus query={settings} />;
  const currency = layout.data?.member_currency ?? '';
  const balance = layout.data?.member_cash ?? settings.data.cash;
  return (
    <div>
      <p>{t('transfer.intro')}</p>
      <dl className="mfp-details">
        <div>
          <dt>{t('transfer.balance')}</dt>
          <dd aria-live="polite">{formatMoney(balance, currency)}</dd>
        </div>
        <div>
          <dt>{t('transfer.limits')}</dt>
          <dd>
            {t('transfer.limits_value', {
              min: formatMoney(settings.data.min_amount, currency),
              max: formatMoney(settings.data.max_amount, currency),
            })}
          </dd>
        </div>
      </dl>
      {settings.data.is_withdraw_password === 1 ? (
        <TransferForm settings={settings.data} balance={balance} currency={currency} />
      ) : (
        <p className="mfp-note">
          {t('transfer.no_withdraw_password')}{' '}
          <a href={SET_PASSWORD_PATH} onClick={(event) => linkClick(event, SET_PASSWORD_PATH)}>
            {t('transfer.set_password_link')}
          </a>
        </p>
      )}
      <TransferList currency={currency} />
    </div>
  );
}
