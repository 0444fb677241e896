// A new password and its confirmation (transfer verification, forgot password): 6 to 12
// characters and equal, the shared NewPasswordFormSchema, checked on blur and on submit.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFormSchema, checkForm, type NewPasswordFormValues } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { TextField } from './text-field.js';

type Field = keyof NewPasswordFormValues;
const FIELDS: Field[] = ['password', 'confirm_password'];

export function useNewPassword() {
  const [values, setValues] = useState<NewPasswordFormValues>({ password: '', confirm_password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = { password: useRef<HTMLInputElement>(null), confirm_password: useRef<HTMLInputElement>(null) };
  const check = (v: NewPasswordFormValues) => {
    const result = checkForm(NewPasswordFormSchema, v);
    return result.ok ? {} : (result.errors as Partial<Record<Field, string>>);
  };
  return {
    values,
    errors,
    refs,
    change(field: Field, value: string) {
      const next = { ...values, [field]: value };
      setValues(next);
      if (errors[field]) setErrors((er) => ({ ...er, [field]: check(next)[field] }));
    },
    blur(field: Field) {
      setErrors((er) => ({ ...er, [field]: check(values)[field] }));
    },
    /** The password when both fields pass, else null (the first wrong field gets focus). */
    validate(): string | null {
      const found = check(values);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) {
        refs[first].current?.focus();
        return null;
      }
      return values.password;
    },
  };
}

export type NewPasswordState = ReturnType<typeof useNewPassword>;

export function NewPasswordFields({ state }: { state: NewPasswordState }) {
  const { t } = useTranslation(NAMESPACE);
  const props = (field: Field) => ({
    name: field,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    value: state.values[field],
    inputRef: state.refs[field],
    error: state.errors[field] ? t(state.errors[field]) : null,
    onChange: (e: { target: { value: string } }) => state.change(field, e.target.value),
    onBlur: () => state.blur(field),
  });
  return (
    <>
      <TextField label={t('new_password.password')} {...props('password')} />
      <TextField label={t('new_password.confirm')} {...props('confirm_password')} />
    </>
  );
}
