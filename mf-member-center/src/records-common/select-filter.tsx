// A labelled select of a record page's filters (type, status).
import { useId } from 'react';

export interface SelectFilterProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
}

export function SelectFilter<V extends string>({ label, value, options, onChange }: SelectFilterProps<V>) {
  const id = useId();
  return (
    <div className="mfmc-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="cr-input" value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
