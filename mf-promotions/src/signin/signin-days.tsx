// The 7 days of the sign-in cycle: each day's date, reward and state, in its own words and look.
import { formatMoney, type SigninDay } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

export function SigninDays({ days, currency }: { days: readonly SigninDay[]; currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ol className="mfps-days" aria-label={t('signin.days_label')}>
      {days.map((day) => (
        <li key={day.day} className={`mfps-day mfps-day--${day.state}`}>
          <span className="mfps-day__name">{t('signin.day', { day: day.day })}</span>
          <span className="mfps-day__date">{day.date.slice(5)}</span>
          <span className="mfps-day__reward">{formatMoney(day.reward, currency)}</span>
          <span className="mfps-day__state">{t(`signin.state.${day.state}`)}</span>
        </li>
      ))}
    </ol>
  );
}
