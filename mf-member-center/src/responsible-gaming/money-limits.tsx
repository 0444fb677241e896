// The deposit limits or the loss limits: a day, a week and a month, each its own limit.
import { RG_PERIODS, type ResponsibleGamingState, type RgLimitKind } from '@croupier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { MoneyLimit } from './money-limit.js';

export function MoneyLimits({ kind, state }: { kind: RgLimitKind; state: ResponsibleGamingState }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const limits = RG_PERIODS.map((period) => state.limits.find((l) => l.kind === kind && l.period === period)).filter(
    (l) => l !== undefined,
  );
  return (
    <section className="mfmc-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`rg.${kind}_heading`)}</h3>
      <p className="mfmc-muted">{t(`rg.${kind}_text`)}</p>
      <div className="mfmc-rg__grid">
        {limits.map((limit) => (
          <MoneyLimit key={limit.period} limit={limit} currency={state.currency} />
        ))}
      </div>
    </section>
  );
}
