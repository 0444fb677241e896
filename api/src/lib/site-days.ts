// Calendar days of the site's time zone (site setting TIMEZONE, else DEFAULT_TIMEZONE): the
// record lists take 'YYYY-MM-DD' dates, inclusive at both ends, in the zone the member sees.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_TIMEZONE } from '@croupier/shared/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The zone when it is a valid IANA name, else DEFAULT_TIMEZONE (a brand's typo never breaks a list). */
export function siteZone(zone: unknown): string {
  if (typeof zone !== 'string' || zone === '') return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(date: string): boolean {
  return DATE.test(date) && dayjs.utc(date).format('YYYY-MM-DD') === date;
}

/** [from, to) in epoch ms covering start_date's first moment to the end of end_date in `zone`. */
export function dayRange(startDate: string, endDate: string, zone: string): { from: number; to: number } {
  return {
    from: dayjs.tz(startDate, zone).valueOf(),
    to: dayjs.tz(endDate, zone).add(1, 'day').valueOf(),
  };
}
