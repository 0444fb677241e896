// Date ranges of the record and report pages: inclusive 'YYYY-MM-DD' calendar days in the site's
// time zone (DateRangePage, ReportRange). Each app picks its presets: the member centre's records
// (today, yesterday, 7 and 30 days, counting today) and the agent reports (calendar weeks from
// Monday and calendar months; "this" week or month ends today, never in the future). 'all' is
// every day up to today (the downline's registrations: an agent first sees all of them).
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, inZone, zonedDayjs } from './zoned-dayjs.js';

/** Every preset a range control knows. */
export const DATE_PRESETS = [
  'all',
  'today',
  'yesterday',
  'days7',
  'days30',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export type FixedDatePreset = Exclude<DatePreset, 'custom'>;

/** The member centre's record pages. */
export const RECORD_DATE_PRESETS = [
  'today',
  'yesterday',
  'days7',
  'days30',
  'custom',
] as const satisfies readonly DatePreset[];
/** The agent centre's reports. */
export const REPORT_DATE_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'custom',
] as const satisfies readonly DatePreset[];

export interface DateRange {
  start_date: string;
  end_date: string;
}

/** The first day of 'all': before any member of any site registered. */
export const ALL_TIME_START = '2000-01-01';

/** Monday of the week `day` is in. */
const monday = (day: Dayjs): Dayjs => day.subtract((day.day() + 6) % 7, 'day');

const RANGES: Record<FixedDatePreset, (today: Dayjs) => [start: Dayjs, end: Dayjs]> = {
  all: (d) => [zonedDayjs().utc(ALL_TIME_START), d],
  today: (d) => [d, d],
  yesterday: (d) => [d.subtract(1, 'day'), d.subtract(1, 'day')],
  days7: (d) => [d.subtract(6, 'day'), d],
  days30: (d) => [d.subtract(29, 'day'), d],
  this_week: (d) => [monday(d), d],
  last_week: (d) => [monday(d).subtract(7, 'day'), monday(d).subtract(1, 'day')],
  this_month: (d) => [d.startOf('month'), d],
  last_month: (d) => {
    const end = d.startOf('month').subtract(1, 'day');
    return [end.startOf('month'), end];
  },
};

/** The range a preset names, as calendar days in `zone` at the instant `now`. */
export function presetRange(preset: FixedDatePreset, now: number, zone: string): DateRange {
  // The zone's date, then plain calendar arithmetic in UTC (no daylight-saving hour to trip on).
  const today = zonedDayjs().utc(todayIn(now, zone));
  const [start, end] = RANGES[preset](today);
  return { start_date: start.format(DATE_FORMAT), end_date: end.format(DATE_FORMAT) };
}

/** Today in `zone` ('YYYY-MM-DD'): the latest date a custom range may pick. */
export const todayIn = (now: number, zone: string): string => inZone(now, zone).format(DATE_FORMAT);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days in an inclusive range ('2026-11-01'..'2026-11-01' is 1). */
export const rangeDays = (range: DateRange): number =>
  zonedDayjs().utc(range.end_date).diff(zonedDayjs().utc(range.start_date), 'day') + 1;

/** A custom range both of whose ends are dates, the start not after the end (and at most `maxDays` long); else null. */
export function customRange(start: string, end: string, maxDays = Infinity): DateRange | null {
  if (!ISO_DATE.test(start) || !ISO_DATE.test(end) || start > end) return null;
  const range = { start_date: start, end_date: end };
  return rangeDays(range) <= maxDays ? range : null;
}
