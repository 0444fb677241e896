// A decision that needs a reason (kept in the audit log): a required reason of at most 500
// characters and one button per choice (approve or decline, apply or decline, end). A choice sends
// one call; its buttons are disabled while it runs, so a double click does not send it twice. A
// refusal shows in the form (role="alert"); what a success says is the caller's to announce.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useMessage, type TextKey } from './message.js';
import { Alert, useOutcome } from './outcome.js';
import { TextAreaField } from './text-area-field.js';

/** The longest reason the api takes. */
export const REASON_MAX = 500;

export interface ReasonChoice<C extends string> {
  value: C;
  label: string;
  primary?: boolean;
}

interface Props<C extends string> {
  /** The form's name (a landmark): what is being decided, e.g. whose application. */
  name: string;
  label: string;
  hint?: string;
  /** The text key of "give a reason" (each page says it in its own words). */
  requiredKey: TextKey;
  choices: ReasonChoice<C>[];
  /** Sends the decision; a throw is a refusal the form shows. */
  onDecide: (choice: C, reason: string) => Promise<void>;
  /** Fields of the decision besides its reason (drawn above it). */
  children?: ReactNode;
  className?: string;
}

export function ReasonForm<C extends string>({
  name,
  label,
  hint,
  requiredKey,
  choices,
  onDecide,
  children,
  className,
}: Props<C>) {
  const message = useMessage();
  const { alert, attempt } = useOutcome();
  const schema = useMemo(
    () =>
      v.object({
        reason: v.pipe(v.string(), v.trim(), v.nonEmpty(requiredKey), v.maxLength(REASON_MAX, requiredKey)),
      }),
    [requiredKey],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ resolver: valibotResolver(schema), defaultValues: { reason: '' } });

  const decide = (choice: C) =>
    handleSubmit(({ reason }) =>
      attempt(async () => {
        await onDecide(choice, reason);
        reset({ reason: '' });
      }),
    );

  return (
    <form
      aria-label={name}
      className={['form', 'reason-form', className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
      <TextAreaField
        label={label}
        hint={hint}
        rows={2}
        maxLength={REASON_MAX}
        error={message(errors.reason?.message)}
        {...register('reason')}
      />
      <Alert text={alert} />
      <div className="reason-form__actions">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className={choice.primary ? 'button button--primary' : 'button'}
            disabled={isSubmitting}
            onClick={(event) => void decide(choice.value)(event)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </form>
  );
}
