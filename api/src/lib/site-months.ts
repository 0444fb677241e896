// Calendar months ('YYYY-MM') in the site's time zone, for the monthly settlement periods.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True for 'YYYY-MM' with a real month (years 1970..9999). */
export const isMonth = (text: string) => MONTH.test(text) && text >= '1970-01';

/** The month of `ms` in `zone`. */
export const monthOf = (ms: number, zone: string) => dayjs(ms).tz(zone).format('YYYY-MM');

/** The month `n` months after `month` (n may be negative). */
export const addMonths = (month: string, n: number) => dayjs.utc(`${month}-01`).add(n, 'month').format('YYYY-MM');

/** [from, to) of the month in `zone`, epoch ms (read in the zone: a month with a DST change is not 30 × 24 h). */
export function monthRange(month: string, zone: string): { from: number; to: number } {
  return { from: dayjs.tz(`${month}-01`, zone).valueOf(), to: dayjs.tz(`${addMonths(month, 1)}-01`, zone).valueOf() };
}

/** Months from `first` to `last`, both included (0 when last is before first). */
export function monthsBetween(first: string, last: string): number {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  return Math.max(0, index(last) - index(first) + 1);
}
