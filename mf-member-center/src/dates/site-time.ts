// Dates as the site shows them (house rule): dayjs in the site's time zone, settings.TIMEZONE
// when the runtime knows it, else DEFAULT_TIMEZONE.
import { DEFAULT_TIMEZONE, siteSettings, useRemoteProps, useStore } from '@croupier/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

function knownZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `epochMs` as 'YYYY-MM-DD HH:mm' in `zone`. */
export const formatSiteTime = (epochMs: number, zone: string): string => dayjs(epochMs).tz(zone).format(DATE_TIME_FORMAT);

/** The site's zone. */
export function useSiteTimezone(): string {
  const { stores } = useRemoteProps();
  const zone = useStore(stores.site, (s) => siteSettings(s)?.TIMEZONE);
  return knownZone(zone) ? zone : DEFAULT_TIMEZONE;
}
