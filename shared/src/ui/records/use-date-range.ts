// The state of a record or report page's date-range control: the presets the page offers, the one
// chosen and the range it gave at that moment (kept, so a list does not change under the reader at
// midnight).
import { useCallback, useState } from 'react';
import {
  customRange,
  presetRange,
  todayIn,
  type DatePreset,
  type DateRange,
  type FixedDatePreset,
} from '../../dates/date-range.js';
import { useSiteTimezone } from '../../dates/site-zone.js';

export interface DateRangeState {
  /** The presets the control offers, in order ('custom' among them shows the date inputs). */
  presets: readonly DatePreset[];
  preset: DatePreset;
  range: DateRange;
  /** Today in the site's zone when the range was chosen: the latest date a custom range may pick. */
  today: string;
  zone: string;
  choose(preset: FixedDatePreset): void;
  /** Shows the two date inputs, starting from the range shown. */
  chooseCustom(): void;
  /** A custom range; false (nothing changes) when it is not one. */
  setCustom(start: string, end: string): boolean;
}

export interface DateRangeOptions {
  presets: readonly DatePreset[];
  /** Where the page starts. */
  initial: FixedDatePreset;
  /** The longest custom range (the reports: REPORT_MAX_DAYS). */
  maxDays?: number;
}

function at(preset: FixedDatePreset, zone: string) {
  const now = Date.now();
  return { preset, range: presetRange(preset, now, zone), today: todayIn(now, zone) };
}

export function useDateRange({ presets, initial, maxDays }: DateRangeOptions): DateRangeState {
  const zone = useSiteTimezone();
  const [state, setState] = useState<{ preset: DatePreset; range: DateRange; today: string }>(() => at(initial, zone));
  const choose = useCallback((preset: FixedDatePreset) => setState(at(preset, zone)), [zone]);
  const chooseCustom = useCallback(
    () => setState((s) => ({ ...s, preset: 'custom', today: todayIn(Date.now(), zone) })),
    [zone],
  );
  const setCustom = useCallback(
    (start: string, end: string) => {
      const range = customRange(start, end, maxDays);
      if (range) setState((s) => ({ ...s, preset: 'custom', range }));
      return range !== null;
    },
    [maxDays],
  );
  return { ...state, presets, zone, choose, chooseCustom, setCustom };
}
