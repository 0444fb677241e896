// How the page writes money, minutes and times: money in the member's currency, times in the
// site's time zone (the shared site dates), minutes with their unit.
import { formatMoney } from '@croupier/shared';
import { formatSiteTime, useSiteTimezone } from '@croupier/shared/dates';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

export function useRgFormat(currency: string) {
  const { t } = useTranslation(NAMESPACE);
  const zone = useSiteTimezone();
  return {
    money: (amount: string) => formatMoney(amount, currency),
    minutes: (minutes: number) => t('rg.minutes', { minutes }),
    time: (epochMs: number) => formatSiteTime(epochMs, zone),
  };
}
