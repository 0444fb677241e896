// The releases page's wording of what the api answers: a release's health, a change of the record,
// and a refusal (the api's own message: the gate's reasons, a conflict, a wrong input).
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/client.js';
import type { ReleaseChange, ReleaseHealth } from '../api/types.js';
import { useErrorText } from '../ui/errors.js';

/** Failures per load, as a share of 1; null before any load. */
export const failureRate = ({ loads, failures }: ReleaseHealth): number | null => (loads > 0 ? failures / loads : null);

export function useHealthText(): (health: ReleaseHealth) => string {
  const { t, i18n } = useTranslation();
  return (health) => {
    const rate = failureRate(health);
    if (rate === null) return t('releases.noLoads');
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
    return t('releases.health', {
      loads: t('releases.loads', { count: health.loads }),
      failures: t('releases.failures', { count: health.failures }),
      rate: percent.format(rate),
    });
  };
}

/** What a change of the record did to the stable and the canary, one line each. */
export function useChangeLines(): (change: ReleaseChange) => string[] {
  const { t } = useTranslation();
  return (change) => {
    const lines = [
      change.from_stable === null
        ? t('releases.stableFirst', { to: change.to_stable })
        : change.from_stable === change.to_stable
          ? t('releases.stableKept', { to: change.to_stable })
          : t('releases.stableMove', { from: change.from_stable, to: change.to_stable }),
    ];
    if (change.to_canary !== null)
      lines.push(t('releases.canaryStarted', { version: change.to_canary, percent: change.canary_percent }));
    else if (change.from_canary !== null) lines.push(t('releases.canaryEnded', { version: change.from_canary }));
    return lines;
  };
}

/** A refused call: the api's reason when it gave one (400, 404, 409), else the console's words. */
export function useRefusalText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (error) => {
    if (isApiError(error) && [400, 404, 409].includes(error.status) && error.message)
      return t('releases.refused', { message: error.message });
    return errorText(error);
  };
}
