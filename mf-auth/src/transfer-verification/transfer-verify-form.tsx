// Step 1 of the transfer verification (spec 01 §3, §5): account, withdraw password, the email or
// the phone on file, and the code of the local captcha (checked here, on the client, against its
// decrypted answer). POST /arks/web/vx/verify answers the token step 2 needs.
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForm, transferVerifyFormSchema, type ApiClient, type TransferVerifyFormValues } from '@croupier/shared';
import { transferVerify } from '../api/transfer-verify.js';
import { NAMESPACE } from '../i18n.js';
import { isAborted, transportErrorMessage, type Message } from '../message.js';
import { CaptchaImage } from '../login/captcha-image.js';
import { FormAlert } from '../login/form-alert.js';
import { TextField } from '../login/text-field.js';
import { transferMessage } from './transfer-message.js';
import { useClientCaptcha } from './use-client-captcha.js';

type Values = TransferVerifyFormValues;
const FIELDS = ['account', 'withdraw_password', 'member_email', 'member_phone', 'code'] as const;
type Field = (typeof FIELDS)[number];

export interface TransferVerifyFormProps {
  api: ApiClient;
  siteId: string;
  account: string;
  /** A message carried over (e.g. "verify again" after a refused reset). */
  initialError?: Message | null;
  onVerified(account: string, token: string): void;
}

export function TransferVerifyForm({ api, siteId, account, initialError = null, onVerified }: TransferVerifyFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const captcha = useClientCaptcha(api);
  const [values, setValues] = useState<Values>({
    account,
    withdraw_password: '',
    contact_type: 'email',
    member_email: '',
    member_phone: '',
    code: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<Message | null>(initialError);
  const [busy, setBusy] = useState(false);
  const accountRef = useRef<HTMLInputElement>(null);
  const withdrawRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  /** For focusing the first wrong field (in the submit handler only). */
  const refs: Record<Field, RefObject<HTMLInputElement | null>> = {
    account: accountRef,
    withdraw_password: withdrawRef,
    member_email: emailRef,
    member_phone: phoneRef,
    code: codeRef,
  };
  const alive = useRef(true);
  const legendId = useId();

  const { refresh } = captcha;
  useEffect(() => {
    alive.current = true;
    void refresh();
    return () => {
      alive.current = false;
    };
  }, [refresh]);

  const check = (next: Values) => {
    const result = checkForm(transferVerifyFormSchema(captcha.answer), next);
    return result.ok ? {} : (result.errors as Partial<Record<Field, string>>);
  };

  const set = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value } as Values;
    setValues(next);
    if (field in errors) setErrors((er) => ({ ...er, [field]: check(next)[field as Field] }));
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field] ? t(errors[field]) : null,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    onBlur: () => setErrors((er) => ({ ...er, [field]: check(values)[field] })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = check(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const byEmail = values.contact_type === 'email';
      const result = await transferVerify(api, {
        site_id: siteId,
        account: values.account.trim(),
        withdraw_password: values.withdraw_password,
        member_email: byEmail ? values.member_email.trim() : '',
        member_phone: byEmail ? '' : values.member_phone.trim(),
      });
      if (!alive.current) return;
      if (result.success) return onVerified(values.account.trim(), result.data.token);
      setError(transferMessage('verify', result.code, result.message));
    } catch (err) {
      if (alive.current && !isAborted(err)) setError(transportErrorMessage(err));
    } finally {
      if (alive.current) setBusy(false);
    }
    // Whatever went wrong, the next try gets a fresh picture.
    if (alive.current) {
      setValues((v) => ({ ...v, code: '' }));
      void captcha.refresh();
    }
  }

  const captchaState = {
    captcha: captcha.image ? { token: '', captcha: captcha.image, placeholder: '' } : null,
    loading: captcha.loading,
    blocked: captcha.loading,
    error: captcha.error,
    refresh: captcha.refresh,
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mf-auth-login">
      <p>{t('transfer.intro')}</p>
      <TextField label={t('login.account')} autoComplete="username" required inputRef={accountRef} {...fieldProps('account')} />
      <TextField
        label={t('transfer.withdraw_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        required
        inputRef={withdrawRef} {...fieldProps('withdraw_password')}
      />
      <fieldset className="mf-auth-choice" aria-labelledby={legendId}>
        <legend id={legendId}>{t('transfer.verify_with')}</legend>
        {(['email', 'phone'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="contact_type"
              value={type}
              checked={values.contact_type === type}
              onChange={() => {
                setValues((v) => ({ ...v, contact_type: type }));
                setErrors((er) => ({ ...er, member_email: undefined, member_phone: undefined }));
              }}
            />{' '}
            {t(type === 'email' ? 'transfer.by_email' : 'transfer.by_phone')}
          </label>
        ))}
      </fieldset>
      {values.contact_type === 'email' ? (
        <TextField label={t('transfer.email')} type="email" autoComplete="email" required inputRef={emailRef} {...fieldProps('member_email')} />
      ) : (
        <TextField label={t('transfer.phone')} type="tel" autoComplete="tel" inputMode="tel" required inputRef={phoneRef} {...fieldProps('member_phone')} />
      )}
      <TextField label={t('login.answer')} autoComplete="off" inputMode="numeric" required inputRef={codeRef} {...fieldProps('code')}>
        <CaptchaImage state={captchaState} />
      </TextField>
      <FormAlert error={error} />
      <button type="submit" className="cr-button cr-button--primary" disabled={busy}>
        {t('transfer.verify')}
      </button>
    </form>
  );
}
