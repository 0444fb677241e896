// The second factor: the six digits of the authenticator app, or one of the recovery codes
// (a link-styled button switches). Used by sign-in (both ways) and by enrollment (digits only).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import type { SecondFactorAnswer } from '../api/types.js';
import { useMessage } from '../ui/message.js';
import { Alert } from '../ui/outcome.js';
import { TextField } from '../ui/text-field.js';
import { passwordStepExpired, signInErrorText } from './errors.js';

const codeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'signIn.codeInvalid')),
});
const recoverySchema = v.object({
  recovery_code: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[A-Za-z0-9]{4}[-\s]?[A-Za-z0-9]{4}[-\s]?[A-Za-z0-9]{4}$/, 'signIn.recoveryCodeInvalid'),
  ),
});

interface Props {
  onAnswer: (answer: SecondFactorAnswer) => void;
  /** The password step is too old: start again. */
  onExpired: () => void;
  /** Whether a recovery code may stand for the digits (not while enrolling: there are none yet). */
  allowRecovery: boolean;
}

export function CodeStep({ onAnswer, onExpired, allowRecovery }: Props) {
  const [recovery, setRecovery] = useState(false);
  return recovery ? (
    <RecoveryCodeForm onAnswer={onAnswer} onExpired={onExpired} onBack={() => setRecovery(false)} />
  ) : (
    <DigitsForm onAnswer={onAnswer} onExpired={onExpired} onRecovery={allowRecovery ? () => setRecovery(true) : null} />
  );
}

function useSecondFactor(onAnswer: Props['onAnswer'], onExpired: Props['onExpired']) {
  const { t } = useTranslation();
  const api = useApi();
  const [alert, setAlert] = useState<string | null>(null);
  const send = async (body: { code: string } | { recovery_code: string }) => {
    setAlert(null);
    try {
      onAnswer(await api.post<SecondFactorAnswer>('/auth/second-factor', body));
    } catch (error) {
      if (passwordStepExpired(error)) return onExpired();
      setAlert(signInErrorText(t, error, t('signIn.wrongCode')));
    }
  };
  return { alert, send };
}

function DigitsForm({
  onAnswer,
  onExpired,
  onRecovery,
}: Omit<Props, 'allowRecovery'> & { onRecovery: (() => void) | null }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { alert, send } = useSecondFactor(onAnswer, onExpired);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<v.InferOutput<typeof codeSchema>>({ resolver: valibotResolver(codeSchema), defaultValues: { code: '' } });
  return (
    <form onSubmit={handleSubmit(send)} noValidate>
      <TextField
        label={t('signIn.code')}
        hint={t('signIn.codeHint')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        pattern="[0-9]*"
        className="field--code"
        error={message(errors.code?.message)}
        {...register('code')}
      />
      <Alert text={alert} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('signIn.verify')}
      </button>
      {onRecovery ? (
        <p>
          <button type="button" className="button button--link" onClick={onRecovery}>
            {t('signIn.useRecoveryCode')}
          </button>
        </p>
      ) : null}
    </form>
  );
}

function RecoveryCodeForm({ onAnswer, onExpired, onBack }: Omit<Props, 'allowRecovery'> & { onBack: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { alert, send } = useSecondFactor(onAnswer, onExpired);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<v.InferOutput<typeof recoverySchema>>({
    resolver: valibotResolver(recoverySchema),
    defaultValues: { recovery_code: '' },
  });
  return (
    <form onSubmit={handleSubmit(send)} noValidate>
      <TextField
        label={t('signIn.recoveryCode')}
        hint={t('signIn.recoveryCodeHint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={message(errors.recovery_code?.message)}
        {...register('recovery_code')}
      />
      <Alert text={alert} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('signIn.verify')}
      </button>
      <p>
        <button type="button" className="button button--link" onClick={onBack}>
          {t('signIn.useAppCode')}
        </button>
      </p>
    </form>
  );
}
