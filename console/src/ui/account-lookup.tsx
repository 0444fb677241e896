import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useMessage } from './message.js';
import { TextField } from './text-field.js';

/**
 * A form that names the account a part of a page shows (a member's, an agent's): the name is
 * trimmed and checked (`required` is the message key when it is empty or too long), then handed
 * to `onAccount`. `shown`, when given, is the account shown now: the field then says it.
 */
export function AccountLookup({
  label,
  field,
  submit,
  required,
  shown,
  onAccount,
}: {
  label: string;
  field: string;
  submit: string;
  required: string;
  shown?: string | null;
  onAccount: (account: string) => void;
}) {
  const message = useMessage();
  const schema = useMemo(
    () => v.object({ account: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(64, required)) }),
    [required],
  );
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<{ account: string }>({ resolver: valibotResolver(schema), defaultValues: { account: '' } });
  useEffect(() => {
    if (shown !== undefined && shown !== null) setValue('account', shown);
  }, [shown, setValue]);

  return (
    <form
      className="filters"
      noValidate
      aria-label={label}
      onSubmit={(event) => void handleSubmit((values) => onAccount(values.account))(event)}
    >
      <TextField
        label={field}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={message(errors.account?.message)}
        {...register('account')}
      />
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          {submit}
        </button>
      </div>
    </form>
  );
}
