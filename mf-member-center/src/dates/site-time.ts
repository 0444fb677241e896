// Dates as the site shows them (spec 01 §9, house rule): dayjs with the utc and timezone plugins
// in the site's zone — the site setting TIMEZONE when the runtime knows it, else DEFAULT_TIMEZONE.
import { DEFAULT_TIMEZONE, siteSettings, useRemoteProps, useStore } from '@croupier/shared';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A calendar day (the record pages' date ranges). */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Letters and announcements: to the minute. */
export const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';
/** Records (ledger, orders, referrals): to the second, as the back office writes them. */
export const SECOND_FORMAT = 'YYYY-MM-DD HH:mm:ss';

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

/** The site's zone. */
export function useSiteTimezone(): string {
  const { stores } = useRemoteProps();
  return validTimezone(useStore(stores.site, (s) => siteSettings(s)?.TIMEZONE));
}

/** The instant `epochMs` as a dayjs in `zone`. */
export const inZone = (epochMs: number, zone: string): Dayjs => dayjs(epochMs).tz(zone);

/** `epochMs` as the site shows it in `zone` (to the minute unless `format` says otherwise). */
export const formatSiteTime = (epochMs: number, zone: string, format = MINUTE_FORMAT): string => inZone(epochMs, zone).format(format);
