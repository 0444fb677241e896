// The record pages' date ranges (DateRangePage: inclusive 'YYYY-MM-DD' calendar days in the
// site's time zone). "7 days" and "30 days" end today and count today among them.
import { DATE_FORMAT, inZone } from '../dates/site-time.js';

export const DATE_PRESETS = ['today', 'yesterday', 'days7', 'days30', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  start_date: string;
  end_date: string;
}

const BACK: Record<Exclude<DatePreset, 'custom'>, [startDaysBack: number, endDaysBack: number]> = {
  today: [0, 0],
  yesterday: [1, 1],
  days7: [6, 0],
  days30: [29, 0],
};

/** The range a preset names, as calendar days in `zone` at the instant `now`. */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now: number, zone: string): DateRange {
  const today = inZone(now, zone).startOf('day');
  const [startBack, endBack] = BACK[preset];
  return {
    start_date: today.subtract(startBack, 'day').format(DATE_FORMAT),
    end_date: today.subtract(endBack, 'day').format(DATE_FORMAT),
  };
}

/** Today in `zone` ('YYYY-MM-DD'): the latest date a custom range may pick. */
export const todayIn = (now: number, zone: string): string => inZone(now, zone).format(DATE_FORMAT);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A custom range both of whose ends are dates, the start not after the end; else null. */
export function customRange(start: string, end: string): DateRange | null {
  if (!ISO_DATE.test(start) || !ISO_DATE.test(end) || start > end) return null;
  return { start_date: start, end_date: end };
}
