import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field.js';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldProps;

/** A labelled textarea with its hint and message tied to it, like TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, hint, className, ...textarea },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea ref={ref} {...control} {...textarea} />}
    </Field>
  );
});
