// Step 1 of the transfer verification (spec 01 §3, §5): account, withdraw password, the email or
// the phone on file, and the code of the local captcha (checked here, on the client, against its
// decrypted answer: the shared transferVerifyFormSchema). POST /arks/web/vx/verify answers the
// token step 2 needs.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, TextField, isAborted, renderMessage, transportErrorMessage, type Message } from '@croupier/shared';
import { useSiteTimezone } from '@croupier/shared/dates';
import { transferVerifyFormSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { CaptchaImage } from '../form/index.js';
import { NAMESPACE } from '../i18n.js';
import { useClientCaptcha } from './api/get-client-captcha.js';
import { useTransferVerify } from './api/transfer-verify.js';
import { exclusionMessage, isExclusionCode, transferMessage } from '../code-messages.js';
import { ExclusionHelp } from '../login/index.js';

export interface TransferVerifyFormProps {
  siteId: string;
  account: string;
  /** A message carried over (e.g. "verify again" after a refused reset), shown until the next try. */
  initialError?: Message | null;
  onVerified(account: string, token: string): void;
  /** The member leaves for the help pages (the modal closes). */
  onLeave?: () => void;
}

export function TransferVerifyForm({
  siteId,
  account,
  initialError = null,
  onVerified,
  onLeave,
}: TransferVerifyFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const captcha = useClientCaptcha();
  const form = useAppForm(
    transferVerifyFormSchema(captcha.answer),
    { account, withdraw_password: '', contact_type: 'email', member_email: '', member_phone: '', code: '' },
    { ns: NAMESPACE },
  );
  const verify = useTransferVerify();
  const legendId = useId();
  const byEmail = form.watch('contact_type') === 'email';
  const zone = useSiteTimezone();
  // A time-out or self-exclusion (604/605) answers once the member is proven: no way in until it ends.
  const excluded = verify.data !== undefined && !verify.data.success && isExclusionCode(verify.data.code);

  /** Whatever went wrong, the next try gets a fresh picture. */
  const failed = (message: Message | null) => {
    if (message) form.alert(message);
    form.setValue('code', '');
    captcha.refresh();
  };

  const onSubmit = form.submit((values) => {
    const email = values.contact_type === 'email';
    verify.mutate(
      {
        site_id: siteId,
        account: values.account,
        withdraw_password: values.withdraw_password,
        member_email: email ? values.member_email.trim() : '',
        member_phone: email ? '' : values.member_phone.trim(),
      },
      {
        onSuccess: (answer) => {
          if (answer.success) onVerified(values.account, answer.data.token);
          else
            failed(
              exclusionMessage(answer.code, answer.data, answer.message, zone) ??
                transferMessage('verify', answer.code, answer.message),
            );
        },
        onError: (err) => failed(isAborted(err) ? null : transportErrorMessage(err)),
      },
    );
  });

  const contact = form.register('contact_type');
  const carried = !form.formState.isSubmitted && initialError ? renderMessage(t, initialError) : null;
  return (
    <form noValidate onSubmit={onSubmit} className="mf-auth-login">
      <p>{t('transfer.intro')}</p>
      <TextField
        classPrefix="mf-auth-field"
        label={t('login.account')}
        autoComplete="username"
        required
        {...form.field('account')}
      />
      <TextField
        classPrefix="mf-auth-field"
        label={t('transfer.withdraw_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        required
        {...form.field('withdraw_password')}
      />
      <fieldset className="mf-auth-choice" aria-labelledby={legendId}>
        <legend id={legendId}>{t('transfer.verify_with')}</legend>
        {(['email', 'phone'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              value={type}
              {...contact}
              onChange={async (event) => {
                await contact.onChange(event);
                // What was said about the other contact no longer holds.
                form.clearErrors(['member_email', 'member_phone']);
              }}
            />{' '}
            {t(type === 'email' ? 'transfer.by_email' : 'transfer.by_phone')}
          </label>
        ))}
      </fieldset>
      {byEmail ? (
        <TextField
          classPrefix="mf-auth-field"
          label={t('transfer.email')}
          type="email"
          autoComplete="email"
          required
          {...form.field('member_email')}
        />
      ) : (
        <TextField
          classPrefix="mf-auth-field"
          label={t('transfer.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          {...form.field('member_phone')}
        />
      )}
      <TextField
        classPrefix="mf-auth-field"
        label={t('login.answer')}
        autoComplete="off"
        inputMode="numeric"
        required
        {...form.field('code')}
      >
        <CaptchaImage captcha={captcha} />
      </TextField>
      <FormAlert classPrefix="mf-auth-login" error={form.alertText ?? carried} />
      {excluded ? <ExclusionHelp {...(onLeave ? { onLeave } : {})} /> : null}
      <button type="submit" className="cr-button cr-button--primary" disabled={verify.isPending}>
        {t('transfer.verify')}
      </button>
    </form>
  );
}
