// A text input with a visible label and its message linked by aria-describedby. Spread a form's
// field(name) into it: name, ref, onChange, onBlur and the message.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Already translated; shown under the input and read with it. */
  error: string | null;
  ref?: Ref<HTMLInputElement>;
  /** Rendered after the input, e.g. the captcha image. */
  children?: ReactNode;
}

export function TextField({ label, error, ref, children, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mfmc-field">
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
      {/* Always rendered: the line is reserved so the form does not jump when a message appears. */}
      <p id={errorId} className="mfmc-field__error">
        {error}
      </p>
    </div>
  );
}
