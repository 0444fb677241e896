// When a time-out or self-exclusion started at `at` ends. 24 hours is 24 hours; weeks, months
// and years are calendar arithmetic at the same local time in the site's zone (a month from
// 31 January ends on the last day of February; a DST change keeps the wall-clock time).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { SelfExclusionPeriod, TimeOutPeriod } from '@croupier/shared/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

const LENGTHS: Record<Exclude<TimeOutPeriod | SelfExclusionPeriod, '24_hours'>, [number, 'day' | 'month' | 'year']> = {
  '1_week': [7, 'day'],
  '1_month': [1, 'month'],
  '6_weeks': [42, 'day'],
  '6_months': [6, 'month'],
  '1_year': [1, 'year'],
  '5_years': [5, 'year'],
};

export function exclusionUntil(period: TimeOutPeriod | SelfExclusionPeriod, at: number, zone: string): number {
  if (period === '24_hours') return at + 24 * 60 * 60 * 1000;
  const [n, unit] = LENGTHS[period];
  // Added to the local date and time, then read again in the zone (its offset may differ then).
  const local = dayjs(at).tz(zone).add(n, unit).format('YYYY-MM-DDTHH:mm:ss.SSS');
  return dayjs.tz(local, zone).valueOf();
}
