// The date-range control of record and report pages: the page's presets as toggle buttons,
// 'custom' showing two date inputs (start, end; not after today in the site's zone). The words are
// the caller's (its own namespace).
import { useId, useState } from 'react';
import type { DatePreset } from '../../dates/date-range.js';
import type { DateRangeState } from './use-date-range.js';
import '../controls.css';
import './records.css';

export interface DateRangeLabels {
  /** The group's name ("Date range"). */
  group: string;
  start: string;
  end: string;
  /** Said when the custom range is not one (start after end, missing date, too long). */
  invalid: string;
  preset(preset: DatePreset): string;
}

export function DateRangeFilter({ state, labels }: { state: DateRangeState; labels: DateRangeLabels }) {
  const id = useId();
  const [start, setStart] = useState(state.range.start_date);
  const [end, setEnd] = useState(state.range.end_date);
  const [invalid, setInvalid] = useState(false);
  const max = state.today;

  const change = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    setInvalid(!state.setCustom(nextStart, nextEnd));
  };

  return (
    <div className="cr-range" role="group" aria-label={labels.group}>
      <div className="cr-range__presets">
        {state.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="cr-button cr-range__preset"
            aria-pressed={state.preset === preset}
            onClick={() => {
              if (preset !== 'custom') return state.choose(preset);
              setStart(state.range.start_date);
              setEnd(state.range.end_date);
              setInvalid(false);
              state.chooseCustom();
            }}
          >
            {labels.preset(preset)}
          </button>
        ))}
      </div>
      {state.preset === 'custom' && (
        <div className="cr-range__custom">
          <label htmlFor={`${id}-start`}>{labels.start}</label>
          <input
            id={`${id}-start`}
            className="cr-input"
            type="date"
            max={max}
            value={start}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(e) => change(e.target.value, end)}
          />
          <label htmlFor={`${id}-end`}>{labels.end}</label>
          <input
            id={`${id}-end`}
            className="cr-input"
            type="date"
            max={max}
            value={end}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(e) => change(start, e.target.value)}
          />
          <p id={`${id}-error`} className="cr-range__error" role="alert">
            {invalid ? labels.invalid : null}
          </p>
        </div>
      )}
    </div>
  );
}
