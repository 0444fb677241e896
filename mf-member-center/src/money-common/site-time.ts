// Dates as the site shows them (spec 01 §9): dayjs with the utc and timezone plugins in the
// site's zone — the site setting TIMEZONE when the runtime knows it, else DEFAULT_TIMEZONE.
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_TIMEZONE, siteSettings, useRemoteProps, useStore } from '@croupier/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** `zone` when the runtime knows it (Intl), else DEFAULT_TIMEZONE. */
export function validTimezone(zone: unknown): string {
  if (typeof zone !== 'string' || zone.trim() === '') return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

export function useSiteTimezone(): string {
  const { stores } = useRemoteProps();
  return validTimezone(useStore(stores.site, (s) => siteSettings(s)?.TIMEZONE));
}

/** The instant `now` (epoch ms) as a dayjs in `zone`. */
export const inZone = (now: number, zone: string): Dayjs => dayjs(now).tz(zone);

/** An epoch-ms time as the site shows it. */
export const formatDateTime = (ms: number, zone: string): string => dayjs(ms).tz(zone).format(DATE_TIME_FORMAT);
