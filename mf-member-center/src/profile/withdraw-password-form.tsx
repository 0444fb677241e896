// The withdraw password (spec 02 §3 is_withdraw_password): set the first one with the login
// password, or change it with the old one (withdrawPasswordSchema(isSet)). A refusal shows the
// server's message; success a toast and an empty form.
import {
  WITHDRAW_PASSWORD_LENGTH,
  toast,
  type WithdrawPasswordPayload,
  FormAlert,
  TextField,
  serverMessage,
  transportErrorMessage,
} from '@croupier/shared';
import { withdrawPasswordSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useSetWithdrawPassword } from './api/withdraw-password.js';

type Values = Required<WithdrawPasswordPayload>;
const EMPTY: Values = { password: '', old_withdraw_password: '', withdraw_password: '', confirm_withdraw_password: '' };

export function WithdrawPasswordForm({ isSet }: { isSet: boolean }) {
  // A new schema (and form) when the password goes from unset to set.
  return <WithdrawPasswordFormFor key={String(isSet)} isSet={isSet} />;
}

function WithdrawPasswordFormFor({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const schema = useMemo(() => withdrawPasswordSchema(isSet), [isSet]);
  const form = useAppForm<Values, Values>(schema as never, EMPTY, { ns: NAMESPACE });
  const save = useSetWithdrawPassword();

  const onValid = async (values: Values) => {
    const payload: WithdrawPasswordPayload = isSet
      ? {
          old_withdraw_password: values.old_withdraw_password,
          withdraw_password: values.withdraw_password,
          confirm_withdraw_password: values.confirm_withdraw_password,
        }
      : {
          password: values.password,
          withdraw_password: values.withdraw_password,
          confirm_withdraw_password: values.confirm_withdraw_password,
        };
    if (save.isPending) return;
    try {
      const result = await save.mutateAsync(payload);
      if (!result.success) return form.alert(serverMessage(result.message));
      form.reset(EMPTY);
      toast.show(t(isSet ? 'withdraw_password.changed' : 'withdraw_password.set_done'));
    } catch (err) {
      form.alert(transportErrorMessage(err));
    }
  };

  const pin = {
    type: 'password',
    inputMode: 'numeric',
    maxLength: WITHDRAW_PASSWORD_LENGTH,
    autoComplete: 'off',
    required: true,
  } as const;
  return (
    <form className="mfmc-form" noValidate aria-labelledby={headingId} onSubmit={form.submit(onValid)}>
      <h3 id={headingId}>{t(isSet ? 'withdraw_password.heading_change' : 'withdraw_password.heading_set')}</h3>
      {isSet ? (
        <TextField
          classPrefix="mfmc-field"
          label={t('withdraw_password.old')}
          {...pin}
          {...form.field('old_withdraw_password')}
        />
      ) : (
        <TextField
          classPrefix="mfmc-field"
          label={t('withdraw_password.login_password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
      )}
      <TextField
        classPrefix="mfmc-field"
        label={t('withdraw_password.new')}
        {...pin}
        {...form.field('withdraw_password', { deps: ['confirm_withdraw_password'] })}
      />
      <TextField
        classPrefix="mfmc-field"
        label={t('withdraw_password.confirm')}
        {...pin}
        {...form.field('confirm_withdraw_password')}
      />
      <FormAlert classPrefix="mfmc-form" error={form.alertText} />
      <button type="submit" className="cr-button" aria-disabled={save.isPending}>
        {save.isPending ? t('form.saving') : t('withdraw_password.submit')}
      </button>
    </form>
  );
}
