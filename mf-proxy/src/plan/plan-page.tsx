// Plan (spec 02 §2 agent menu): the brand's commission plan in the member's currency (a guest's:
// the page's, with a choice among the site's currencies), from POST /arks/web/agent/plan.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { PlanDetails } from './plan-details.js';
import { usePlanCurrency } from './use-plan-currency.js';

export function PlanPage() {
  const { t } = useTranslation(NAMESPACE);
  const selectId = useId();
  const { currency, choices, pick } = usePlanCurrency();
  return (
    <div>
      <p>{t('plan.intro')}</p>
      {choices.length > 0 && (
        <div className="mfp-currency">
          <label htmlFor={selectId}>{t('plan.currency')}</label>
          <select id={selectId} className="cr-input" value={currency} onChange={(event) => pick(event.target.value)}>
            {choices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      )}
      <PlanDetails currency={currency} />
    </div>
  );
}
