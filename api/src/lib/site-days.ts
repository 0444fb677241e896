// A range of calendar days in the site's time zone, as epoch milliseconds: from the start of the
// first day to the start of the day after the last (exclusive), so both days are included.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_TIMEZONE } from '@croupier/shared/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The zone when the runtime knows it, else DEFAULT_TIMEZONE. */
export function zoneOrDefault(zone: string | undefined): string {
  if (!zone) return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** True for a real 'YYYY-MM-DD' day (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  return DAY.test(text) && dayjs.utc(text).format('YYYY-MM-DD') === text;
}

/** [from, to) of the days start..end in `zone`; null when a day is not a real day or end is before start. */
export function dayRange(start: string, end: string, zone: string): { from: number; to: number } | null {
  if (!isCalendarDay(start) || !isCalendarDay(end) || end < start) return null;
  const from = dayjs.tz(start, zone).valueOf();
  // The next day's start read in the zone (not +24 h: a DST day is 23 or 25 hours long).
  const to = dayjs.tz(dayjs.utc(end).add(1, 'day').format('YYYY-MM-DD'), zone).valueOf();
  return { from, to };
}

/** The calendar day of `ms` in `zone`: 'YYYY-MM-DD'. */
export const dayOf = (ms: number, zone: string) => dayjs(ms).tz(zone).format('YYYY-MM-DD');

/** The time of `ms` in `zone` as 'YYYY-MM-DD HH:mm:ss' (what the pages show and compare). */
export const siteTime = (ms: number, zone: string) => dayjs(ms).tz(zone).format('YYYY-MM-DD HH:mm:ss');
