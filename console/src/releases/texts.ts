// The releases page's wording of what the api answers: a release's health and a change of the record.
import { useTranslation } from 'react-i18next';
import type { ReleaseChange, ReleaseHealth } from '../api/types.js';

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
