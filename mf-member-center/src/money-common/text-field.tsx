// A labelled input with its message linked by aria-describedby; the message line is always
// there so the form does not jump when one appears.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Already translated. */
  error: string | null;
  ref?: Ref<HTMLInputElement>;
  /** Under the input, before the message (quick picks). */
  children?: ReactNode;
}

export function TextField({ label, error, ref, children, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mc-field">
      <label htmlFor={id}>{label}</label>
      <input
        className="cr-input"
        {...input}
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {children}
      <p id={errorId} className="mc-field__error">
        {error}
      </p>
    </div>
  );
}
