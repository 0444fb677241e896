// A text input with a visible label and its message linked by aria-describedby. Spread a form's
// field(name) into it: name, ref, onChange, onBlur and the message. The styles are the app's:
// `classPrefix` is the class of the wrapper (its message is `${classPrefix}__error`).
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The app's field class, e.g. 'mf-auth-field': the wrapper's class; the message's is `${classPrefix}__error`. */
  classPrefix: string;
  /** Already translated; shown under the input and read with it. */
  error: string | null;
  ref?: Ref<HTMLInputElement>;
  /** Rendered after the input, e.g. the captcha image. */
  children?: ReactNode;
}

export function TextField({ label, classPrefix, error, ref, children, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classPrefix}>
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
      <p id={errorId} className={`${classPrefix}__error`}>
        {error}
      </p>
    </div>
  );
}
