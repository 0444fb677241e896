// When a promotion runs. The api writes start_at/end_at in the site's zone ('YYYY-MM-DD HH:mm:ss'),
// shown to the minute as written; "now" is the site's clock (formatSiteTime in the site zone), so a
// promotion that has not started says "Starts <date>".
import { type PromotionCard } from '@croupier/shared';
import { SECOND_FORMAT, formatSiteTime, useSiteTimezone } from '@croupier/shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

/** 'YYYY-MM-DD HH:mm' of a site-zone time string. */
export const toMinute = (time: string): string => time.slice(0, 16);

/** Whether the promotion starts later than now (both site-zone strings, comparable as text). */
export function useIsComing(): (card: Pick<PromotionCard, 'start_at'>) => boolean {
  const zone = useSiteTimezone();
  // The moment the page opened: a card does not change its words while it is being read.
  const [openedAt] = useState(() => Date.now());
  const now = formatSiteTime(openedAt, zone, SECOND_FORMAT);
  return (card) => card.start_at > now;
}

export function PromotionPeriod({
  card,
  className,
}: {
  card: Pick<PromotionCard, 'start_at' | 'end_at'>;
  className?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const coming = useIsComing()(card);
  const start = toMinute(card.start_at);
  const end = card.end_at ? toMinute(card.end_at) : null;
  const text = coming
    ? `${t('discount.period.starts', { date: start })} · ${end ? t('discount.period.ends', { date: end }) : t('discount.period.no_end')}`
    : end
      ? t('discount.period.range', { start, end })
      : `${t('discount.period.since', { date: start })} · ${t('discount.period.no_end')}`;
  return (
    <p className={className}>
      <span className="mfpd-visually-hidden">{t('discount.period.label')} </span>
      {text}
    </p>
  );
}
