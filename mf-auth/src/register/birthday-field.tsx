// Date of birth as three selects (year, month, day) chosen together (spec 01 §5). The value is
// 'YYYY-MM-DD' with empty parts while incomplete ('1990--'), which the shared rule reads.
import { useId, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

const OLDEST_YEARS = 100;

export interface BirthdayFieldProps {
  value: string;
  required: boolean;
  error: string | null;
  onChange(value: string): void;
  /** Focus left the three selects. */
  onBlur(): void;
  today?: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function BirthdayField({ value, required, error, onChange, onBlur, today = new Date() }: BirthdayFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [year = '', month = '', day = ''] = value === '' ? [] : value.split('-');
  const thisYear = today.getFullYear();
  const years = Array.from({ length: OLDEST_YEARS + 1 }, (_, i) => String(thisYear - i));
  const daysInMonth = year && month ? new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate() : 31;
  const set = (part: 'y' | 'm' | 'd', v: string) => {
    const next = { y: year, m: month, d: day, [part]: v };
    onChange(next.y || next.m || next.d ? `${next.y}-${next.m}-${next.d}` : '');
  };
  const leaving = (e: FocusEvent<HTMLFieldSetElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur();
  };
  const select = (part: 'y' | 'm' | 'd', label: string, current: string, options: string[]) => (
    <select
      className="cr-input"
      aria-label={label}
      value={current}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => set(part, e.target.value)}
    >
      <option value="">{label}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset className="mf-auth-field mf-auth-register__birthday" onBlur={leaving} aria-required={required}>
      <legend>
        {required ? t('signup.field.member_birthday') : `${t('signup.field.member_birthday')} ${t('signup.optional')}`}
      </legend>
      <div className="mf-auth-register__row">
        {select('y', t('signup.birthday_year'), year, years)}
        {select(
          'm',
          t('signup.birthday_month'),
          month,
          Array.from({ length: 12 }, (_, i) => pad(i + 1)),
        )}
        {select(
          'd',
          t('signup.birthday_day'),
          day,
          Array.from({ length: daysInMonth }, (_, i) => pad(i + 1)),
        )}
      </div>
      <p id={`${id}-error`} className="mf-auth-field__error">
        {error}
      </p>
    </fieldset>
  );
}
