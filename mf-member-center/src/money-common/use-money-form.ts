// The cashier forms: react-hook-form over the shared valibot schemas (the api runs the same
// ones). The schema may depend on the values (the method chosen sets the amount's limits), so
// it is picked per validation. Fields are checked on blur, then on every change once they show
// a message. Server refusals go on their field (MemberFieldError) or into the form's alert.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { NAMESPACE } from '../i18n.js';

const SERVER = 'server';

export function useMoneyForm<Values extends FieldValues>(
  schemaFor: (values: Values) => v.GenericSchema<Values, unknown>,
  defaultValues: DefaultValues<Values>,
) {
  const { t } = useTranslation(NAMESPACE);
  const resolver: Resolver<Values> = (values, context, options) =>
    (valibotResolver(schemaFor(values)) as unknown as Resolver<Values>)(values, context, options);
  const form = useForm<Values>({ resolver, defaultValues, mode: 'onBlur', reValidateMode: 'onChange' });
  const [alert, setAlert] = useState<string | null>(null);

  const errorOf = (name: FieldPath<Values>): string | null => {
    const error = form.getFieldState(name, form.formState).error;
    if (!error?.message) return null;
    return error.type === SERVER ? error.message : t(error.message);
  };

  return {
    ...form,
    errorOf,
    /** The values as the schema reads them now, without showing anything (a click that must open a window synchronously). */
    validNow: (): boolean => v.safeParse(schemaFor(form.getValues()), form.getValues()).success,
    /** A server refusal on its field; `text` already translated. */
    fieldError: (name: FieldPath<Values>, text: string) => form.setError(name, { type: SERVER, message: text }, { shouldFocus: true }),
    alert,
    setAlert,
  };
}
