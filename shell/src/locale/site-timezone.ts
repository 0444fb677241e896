// Dates as the site shows them: dayjs with the utc and timezone plugins, in the site's
// timezone — America/Caracas (spec 01 §9) unless the site sets TIMEZONE in its settings. The
// shell sets the zone at boot; the footer's year is the only date it shows. (When a remote shows
// dates of its own, this moves into @croupier/shared so the remote formats in the same zone.)
import { DEFAULT_TIMEZONE } from '@croupier/shared';
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

let siteTimezone: string = DEFAULT_TIMEZONE;

/** A zone name the runtime knows (Intl), e.g. 'Asia/Kolkata'. */
export function isValidTimezone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Sets the zone every later call uses; an unknown or empty name keeps America/Caracas. */
export function setSiteTimezone(zone: string | null | undefined): string {
  siteTimezone = isValidTimezone(zone) ? zone : DEFAULT_TIMEZONE;
  return siteTimezone;
}

export const getSiteTimezone = (): string => siteTimezone;

/** The instant as a dayjs in the site's zone (or the given one). */
export const inSiteZone = (value?: ConfigType, zone: string = siteTimezone): Dayjs =>
  (value === undefined ? dayjs() : dayjs(value)).tz(zone);

/** Formats an instant in the site's zone; an invalid date gives ''. */
export function formatDate(value: ConfigType, format: string = DATE_TIME_FORMAT, zone: string = siteTimezone): string {
  const d = dayjs(value);
  return d.isValid() ? d.tz(zone).format(format) : '';
}

/** The current year in the site's zone (footer copyright). */
export const currentYear = (now: ConfigType = Date.now(), zone: string = siteTimezone): number => dayjs(now).tz(zone).year();
