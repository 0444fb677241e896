// A new password and its confirmation (transfer verification, forgot password): the password rule
// the api checks on both reset calls (6 to 12 characters), and a confirmation equal to it.
import { TextField } from '@croupier/shared';
import { TransferResetPayloadSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { NAMESPACE } from '../i18n.js';

export const NEW_PASSWORD_CONFIRM_KEYS = {
  required: 'new_password.err_confirm_required',
  mismatch: 'new_password.err_confirm',
} as const;

export const newPasswordSchema = v.pipe(
  v.object({
    password: TransferResetPayloadSchema.entries.password,
    confirm_password: v.pipe(v.string(), v.nonEmpty(NEW_PASSWORD_CONFIRM_KEYS.required)),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm_password']],
      (input) => input.password === input.confirm_password,
      NEW_PASSWORD_CONFIRM_KEYS.mismatch,
    ),
    ['confirm_password'],
  ),
);

export const useNewPasswordForm = () =>
  useAppForm(newPasswordSchema, { password: '', confirm_password: '' }, { ns: NAMESPACE });

export function NewPasswordFields({ form }: { form: ReturnType<typeof useNewPasswordForm> }) {
  const { t } = useTranslation(NAMESPACE);
  const input = { type: 'password', autoComplete: 'new-password', required: true } as const;
  return (
    <>
      <TextField
        classPrefix="mf-auth-field"
        label={t('new_password.password')}
        {...input}
        {...form.field('password', { deps: ['confirm_password'] })}
      />
      <TextField
        classPrefix="mf-auth-field"
        label={t('new_password.confirm')}
        {...input}
        {...form.field('confirm_password')}
      />
    </>
  );
}
