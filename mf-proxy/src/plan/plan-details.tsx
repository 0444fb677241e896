// The commission plan of one currency: the tiers (a table: cards on phones), the active-member
// rule and the monthly settlement. Shown by Plan, and by Register to a guest.
import { formatMoney } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../status/index.js';
import { NAMESPACE } from '../i18n.js';
import { usePlan } from './api/plan.js';

export function PlanDetails({ currency }: { currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const plan = usePlan(currency);
  if (!plan.data) return <QueryStatus query={plan} />;
  const { tiers, active_min_valid_bet } = plan.data;
  const cols = [t('plan.tier'), t('plan.min_net_revenue'), t('plan.min_active_members'), t('plan.rate')] as const;
  return (
    <div>
      {tiers.length === 0 ? (
        <p className="mfp-muted">{t('plan.no_tiers')}</p>
      ) : (
        <div className="mfp-table-box">
          <table className="mfp-table">
            <caption>{t('plan.tiers_caption', { currency })}</caption>
            <thead>
              <tr>
                {cols.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier) => (
                <tr key={tier.tier}>
                  <th scope="row" data-label={cols[0]}>
                    {t('plan.tier_name', { tier: tier.tier })}
                  </th>
                  <td className="mfp-num" data-label={cols[1]}>
                    {formatMoney(tier.min_net_revenue, currency)}
                  </td>
                  <td className="mfp-num" data-label={cols[2]}>
                    {tier.min_active_members}
                  </td>
                  <td className="mfp-num" data-label={cols[3]}>
                    {t('plan.rate_value', { rate: tier.rate })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ul>
        <li>{t('plan.rule_tier')}</li>
        <li>{t('plan.rule_active', { amount: formatMoney(active_min_valid_bet, currency) })}</li>
        <li>{t('plan.rule_net_revenue')}</li>
        <li>{t('plan.rule_monthly')}</li>
      </ul>
    </div>
  );
}
