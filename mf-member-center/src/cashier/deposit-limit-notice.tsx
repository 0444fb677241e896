// What a deposit limit's refusal says (ResponsibleGamingCode.depositLimit): "Your daily deposit
// limit allows 40.00 more.", with a link to the member's limits on the Responsible gaming page.
import { formatMoney, useLinkClick, type RgDepositLimitRefusal } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../frame/index.js';
import { NAMESPACE } from '../i18n.js';

const LIMITS_PATH = pagePath('ResponsibleGaming');

export function DepositLimitNotice({ refusal, currency }: { refusal: RgDepositLimitRefusal; currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const onClick = useLinkClick();
  return (
    <p role="alert" className="mfmc-note">
      {t(`cashier.code_deposit_limit.${refusal.period}`, { amount: formatMoney(refusal.remaining, currency) })}{' '}
      <a href={LIMITS_PATH} onClick={(event) => onClick(event, LIMITS_PATH)}>
        {t('cashier.deposit_limit_link')}
      </a>
    </p>
  );
}
