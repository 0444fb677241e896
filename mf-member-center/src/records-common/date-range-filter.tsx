// The date-range control of the record pages: today / yesterday / 7 days / 30 days / custom
// (toggle buttons), custom showing two date inputs (start, end; not after today in the site's zone).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { DATE_PRESETS } from './date-range.js';
import type { DateRangeState } from './use-date-range.js';

export function DateRangeFilter({ state }: { state: DateRangeState }) {
  const { t } = useTranslation(NAMESPACE);
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
    <div className="mfmc-range" role="group" aria-label={t('records.date_range')}>
      <div className="mfmc-range__presets">
        {DATE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="cr-button mfmc-range__preset"
            aria-pressed={state.preset === preset}
            onClick={() => {
              if (preset !== 'custom') return state.choose(preset);
              setStart(state.range.start_date);
              setEnd(state.range.end_date);
              setInvalid(false);
              state.chooseCustom();
            }}
          >
            {t(`records.preset_${preset}`)}
          </button>
        ))}
      </div>
      {state.preset === 'custom' && (
        <div className="mfmc-range__custom">
          <label htmlFor={`${id}-start`}>{t('records.start_date')}</label>
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
          <label htmlFor={`${id}-end`}>{t('records.end_date')}</label>
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
          <p id={`${id}-error`} className="mfmc-field__error" role="alert">
            {invalid ? t('records.err_range') : null}
          </p>
        </div>
      )}
    </div>
  );
}
