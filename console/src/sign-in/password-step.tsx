import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import type { LoginAnswer } from '../api/types.js';
import { Alert } from '../ui/outcome.js';
import { TextField } from '../ui/text-field.js';
import { signInErrorText } from './errors.js';
import { useMessage } from '../ui/message.js';

const schema = v.object({
  account: v.pipe(v.string(), v.trim(), v.nonEmpty('signIn.accountRequired')),
  password: v.pipe(v.string(), v.nonEmpty('signIn.passwordRequired')),
});
type Values = v.InferOutput<typeof schema>;

export function PasswordStep({ notice, onAnswer }: { notice: string | null; onAnswer: (answer: LoginAnswer) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const message = useMessage();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { account: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      onAnswer(await api.post<LoginAnswer>('/auth/login', values));
    } catch (error) {
      setAlert(signInErrorText(t, error, t('signIn.wrongPassword')));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-step">
      <h2 id="sign-in-step" tabIndex={-1}>
        {t('signIn.passwordTitle')}
      </h2>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <TextField
        label={t('signIn.account')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={message(errors.account?.message)}
        {...register('account')}
      />
      <TextField
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <Alert text={alert} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('signIn.continue')}
      </button>
    </form>
  );
}
