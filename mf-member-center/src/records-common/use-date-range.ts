// The state of a record page's date-range control: the preset chosen and the range it gave at
// that moment (kept, so a list does not change under the reader at midnight).
import { useCallback, useState } from 'react';
import { customRange, presetRange, todayIn, type DatePreset, type DateRange } from './date-range.js';
import { useSiteTimezone } from '../dates/site-time.js';

/** Where a record page starts (the spec gives none): the last 7 days. */
export const DEFAULT_PRESET = 'days7' satisfies DatePreset;

export interface DateRangeState {
  preset: DatePreset;
  range: DateRange;
  /** Today in the site's zone when the range was chosen: the latest date a custom range may pick. */
  today: string;
  zone: string;
  choose(preset: Exclude<DatePreset, 'custom'>): void;
  /** Shows the two date inputs, starting from the range shown. */
  chooseCustom(): void;
  /** A custom range; false (nothing changes) when it is not one. */
  setCustom(start: string, end: string): boolean;
}

function at(preset: Exclude<DatePreset, 'custom'>, zone: string) {
  const now = Date.now();
  return { preset, range: presetRange(preset, now, zone), today: todayIn(now, zone) };
}

export function useDateRange(): DateRangeState {
  const zone = useSiteTimezone();
  const [state, setState] = useState<{ preset: DatePreset; range: DateRange; today: string }>(() => at(DEFAULT_PRESET, zone));
  const choose = useCallback((preset: Exclude<DatePreset, 'custom'>) => setState(at(preset, zone)), [zone]);
  const chooseCustom = useCallback(
    () => setState((s) => ({ ...s, preset: 'custom', today: todayIn(Date.now(), zone) })),
    [zone],
  );
  const setCustom = useCallback((start: string, end: string) => {
    const range = customRange(start, end);
    if (range) setState((s) => ({ ...s, preset: 'custom', range }));
    return range !== null;
  }, []);
  return { ...state, zone, choose, chooseCustom, setCustom };
}
