import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field.js';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  FieldProps & {
    children: ReactNode;
  };

/** A labelled select with its hint and message tied to it, like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, error, hint, className, children, ...select },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
});
