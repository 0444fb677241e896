// A radio group of payment methods: the provider's name (a brand, not translated), its kind and
// its limits in the member's currency.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PaymentMethod } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';

export interface MethodChoiceProps {
  legend: string;
  methods: PaymentMethod[];
  currency: string;
  registration: UseFormRegisterReturn;
  error: string | null;
}

export function MethodChoice({ legend, methods, currency, registration, error }: MethodChoiceProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <fieldset className="mfmc-methods">
      <legend>{legend}</legend>
      {methods.map((m) => (
        <label key={m.id} className="mfmc-method">
          <input type="radio" value={String(m.id)} {...registration} />
          <span>
            {m.name}
            <small>{t(`cashier.kind_${m.kind}`)}</small>
            <small>
              {t('cashier.limits', {
                min: formatMoney(m.min_amount, currency),
                max: formatMoney(m.max_amount, currency),
              })}
            </small>
          </span>
        </label>
      ))}
      {error && <p className="mfmc-field__error">{error}</p>}
    </fieldset>
  );
}
