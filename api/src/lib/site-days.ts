// A range of calendar days in the site's time zone, as epoch milliseconds: from the start of the
// first day to the start of the day after the last (exclusive), so both days are included.
// Which zone (the site's TIMEZONE when the runtime knows it) is shared's validTimezone; the time
// written in it, shared's formatSiteTime: the pages and the api write the same text.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { formatSiteTime, SECOND_FORMAT } from '@croupier/shared/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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

/** The time of `ms` in `zone` as 'YYYY-MM-DD HH:mm:ss' (what the pages show and compare): shared's writer. */
export const siteTime = (ms: number, zone: string) => formatSiteTime(ms, zone, SECOND_FORMAT);
