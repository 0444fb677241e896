// The desk's wording of what the api answers: a limit's name, a limit's value, a waiting change.
import { useTranslation } from 'react-i18next';
import { formatTime } from '../ui/format.js';
import { formatAmount } from '../ui/money.js';
import type { ExclusionKind, RgSubject } from './types.js';

/** A limit's value: money in the member's currency, minutes for the session; null is none. */
export function useLimitValue(): (subject: RgSubject, value: string | number | null, currency?: string) => string {
  const { t, i18n } = useTranslation();
  return (subject, value, currency) => {
    if (value === null) return t('compliance.noLimit');
    if (subject === 'session') return t('compliance.minutes', { count: Number(value) });
    return currency ? formatAmount(String(value), currency, i18n.language) : String(value);
  };
}

/** A waiting change: the value asked for and when it would hold. */
export function useWaitingText(): (
  subject: RgSubject,
  waiting: { value: string | number | null; effective_at: number } | null,
  currency?: string,
) => string {
  const { t, i18n } = useTranslation();
  const limitValue = useLimitValue();
  return (subject, waiting, currency) => {
    if (!waiting) return t('compliance.nothingWaiting');
    const when = formatTime(waiting.effective_at, i18n.language);
    return waiting.value === null
      ? t('compliance.removalFrom', { when })
      : t('compliance.raiseFrom', { value: limitValue(subject, waiting.value, currency), when });
  };
}

const EXCLUSION_PERIODS = ['24_hours', '1_week', '1_month', '6_weeks', '6_months', '1_year', '5_years'] as const;
type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
const isKnownPeriod = (period: string): period is ExclusionPeriod =>
  (EXCLUSION_PERIODS as readonly string[]).includes(period);

/** An exclusion's kind and length (`24_hours` … `5_years`; one the console does not know as the api wrote it). */
export function useExclusionText(): (kind: ExclusionKind, period: string) => string {
  const { t } = useTranslation();
  return (kind, period) =>
    t('compliance.exclusionOf', {
      kind: t(`compliance.exclusionKinds.${kind}`),
      period: isKnownPeriod(period) ? t(`compliance.exclusionPeriods.${period}`) : period,
    });
}
