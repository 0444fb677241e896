import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Modal } from '../modal/modal.js';
import { useUiText } from '../text.js';
import type { PromptOptions } from './dialog-store.js';
import { promptError } from './prompt-error.js';

export interface PromptDialogProps {
  options: PromptOptions;
  onDone: (value: string | null) => void;
}

const cap = (value: string, maxLength?: number) => (maxLength === undefined ? value : value.slice(0, maxLength));

/**
 * A one-field form. The value is checked on confirm; after a failure it is checked on every
 * input too, so the error goes away as soon as the value is fixed. Lengths count UTF-16 units,
 * like the input's own maxLength.
 */
export function PromptDialog({ options, onDone }: PromptDialogProps) {
  const { title, message, maxLength, placeholder, confirmText, cancelText } = options;
  const text = useUiText();
  const [value, setValue] = useState(() => cap(options.defaultValue ?? '', maxLength));
  const [error, setError] = useState<string | null>(null);
  const [failedOnce, setFailedOnce] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const labelId = useId();
  const errorId = useId();
  const counterId = useId();

  const check = (v: string) => promptError(v, options, text.illegalInput);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = cap(event.target.value, maxLength);
    setValue(next);
    if (failedOnce) setError(check(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(value);
    if (problem === null) {
      onDone(value);
      return;
    }
    setError(problem);
    setFailedOnce(true);
    inputRef.current?.focus();
  };

  const describedBy = [error ? errorId : '', maxLength === undefined ? '' : counterId].filter(Boolean).join(' ');

  return (
    <Modal
      open
      onClose={() => onDone(null)}
      title={title ?? message}
      titleId={titleId}
      initialFocusRef={inputRef}
      className="cr-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        {title && (
          <label id={labelId} htmlFor={inputId} className="cr-dialog__message">
            {message}
          </label>
        )}
        <div className="cr-dialog__field">
          <input
            ref={inputRef}
            id={inputId}
            className="cr-input"
            type="text"
            autoComplete="off"
            value={value}
            onChange={onChange}
            maxLength={maxLength}
            placeholder={placeholder}
            aria-labelledby={title ? labelId : titleId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
          />
          {(error || maxLength !== undefined) && (
            <div className="cr-dialog__meta">
              {error && (
                <p id={errorId} className="cr-dialog__error" role="alert">
                  {error}
                </p>
              )}
              {maxLength !== undefined && (
                <p id={counterId} className="cr-dialog__counter">
                  {value.length}/{maxLength}
                </p>
              )}
            </div>
          )}
        </div>
        <div className="cr-dialog__actions">
          <button type="button" className="cr-button" onClick={() => onDone(null)}>
            {cancelText ?? text.cancel}
          </button>
          <button type="submit" className="cr-button cr-button--primary">
            {confirmText ?? text.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
