import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field.js';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldProps;

/** A labelled input with its hint and message tied to it (aria-describedby, aria-invalid). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, className, ...input },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </Field>
  );
});
