// Forgot password by SMS: the account and its phone get a 6-digit code (another only after the
// 300 s countdown, spec 01 §4), the code is verified for a token, then the new password is set
// (6 to 12, equal to its confirmation). The login form takes over with a success message.
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FORGOT_PASSWORD_CODE,
  FORGOT_RESET_CODE_MESSAGES,
  FORGOT_VERIFY_CODE_MESSAGES,
  ForgotPasswordCodeFormSchema,
  ForgotPasswordSmsFormSchema,
  Modal,
  SMS_CODE_MESSAGES,
  SmsCode,
  checkForm,
  type ApiClient,
} from '@croupier/shared';
import { resetForgottenPassword } from '../api/forgot-password-reset.js';
import { sendForgotPasswordSms } from '../api/forgot-password-sms.js';
import { verifyForgotPasswordCode } from '../api/forgot-password-verify.js';
import { NAMESPACE } from '../i18n.js';
import { isAborted, transportErrorMessage, type Message } from '../message.js';
import { codeMessage } from '../login/code-message.js';
import { FormAlert } from '../login/form-alert.js';
import { NewPasswordFields, useNewPassword } from '../login/new-password-fields.js';
import { TextField } from '../login/text-field.js';
import { useCountdown } from '../login/use-countdown.js';

type Field = 'account' | 'member_phone' | 'code';
/** Verify answers: its own codes, and the SMS table's for an account and phone that do not match. */
const VERIFY_MESSAGES: Readonly<Record<number, string>> = { ...SMS_CODE_MESSAGES, ...FORGOT_VERIFY_CODE_MESSAGES };

export interface ForgotPasswordModalProps {
  api: ApiClient;
  siteId: string;
  account: string;
  onClose(): void;
  onPasswordChanged(): void;
}

export function ForgotPasswordModal({ api, siteId, account, onClose, onPasswordChanged }: ForgotPasswordModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const [step, setStep] = useState<{ step: 'code' } | { step: 'reset'; token: string }>({ step: 'code' });
  const [values, setValues] = useState({ account, member_phone: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<Message | null>(null);
  const [success, setSuccess] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const password = useNewPassword();
  const accountRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  /** For focusing a field from the handlers. */
  const refs: Record<Field, RefObject<HTMLInputElement | null>> = { account: accountRef, member_phone: phoneRef, code: codeRef };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    required: true,
    error: errors[field] ? t(errors[field]) : null,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
    },
  });

  /** The account and phone, checked; null (with the messages shown) when they fail. */
  const who = () => {
    const checked = checkForm(ForgotPasswordSmsFormSchema, values);
    if (checked.ok) return checked.output;
    setErrors((er) => ({ ...er, ...(checked.errors as Partial<Record<Field, string>>) }));
    refs[checked.errors.account ? 'account' : 'member_phone'].current?.focus();
    return null;
  };

  /** Runs one call with the busy flag and transport errors handled. */
  async function run(call: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    setSuccess(null);
    try {
      await call();
    } catch (err) {
      if (!isAborted(err)) setError(transportErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const sendCode = () => {
    if (countdown.remaining > 0) return;
    const p = who();
    if (!p) return;
    void run(async () => {
      const result = await sendForgotPasswordSms(api, { site_id: siteId, ...p });
      if (result.success || result.code === SmsCode.rateLimited) countdown.start(result.data?.retry_after_s ?? 0);
      if (result.success) {
        setSuccess({ key: 'forgot.sent' });
        refs.code.current?.focus();
      } else setError(codeMessage(SMS_CODE_MESSAGES, result.code, result.message));
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const p = who();
    if (!p) return;
    const code = checkForm(ForgotPasswordCodeFormSchema, { code: values.code });
    if (!code.ok) {
      setErrors((er) => ({ ...er, code: code.errors.code }));
      refs.code.current?.focus();
      return;
    }
    void run(async () => {
      const result = await verifyForgotPasswordCode(api, { site_id: siteId, ...p, code: code.output.code });
      if (result.success) setStep({ step: 'reset', token: result.data.token });
      else setError(codeMessage(VERIFY_MESSAGES, result.code, result.message));
    });
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    if (step.step !== 'reset') return;
    const newPassword = password.validate();
    if (newPassword === null) return;
    void run(async () => {
      const result = await resetForgottenPassword(api, {
        site_id: siteId,
        account: values.account.trim(),
        token: step.token,
        password: newPassword,
      });
      if (result.success) return onPasswordChanged();
      setError(codeMessage(FORGOT_RESET_CODE_MESSAGES, result.code, result.message));
      // The token is no good any more: start over with a new code.
      if (result.code === FORGOT_PASSWORD_CODE.tokenInvalid) setStep({ step: 'code' });
    });
  };

  return (
    <Modal open onClose={onClose} title={t('forgot.title')} className="mf-auth-modal">
      {step.step === 'code' ? (
        <form noValidate onSubmit={verify} className="mf-auth-login">
          <p>{t('forgot.intro')}</p>
          <TextField label={t('login.account')} autoComplete="username" inputRef={accountRef} {...fieldProps('account')} />
          <TextField label={t('forgot.phone')} type="tel" inputMode="tel" autoComplete="tel" inputRef={phoneRef} {...fieldProps('member_phone')} />
          <TextField label={t('forgot.code')} inputMode="numeric" autoComplete="one-time-code" inputRef={codeRef} {...fieldProps('code')}>
            <button
              type="button"
              className="cr-button"
              aria-disabled={busy || countdown.remaining > 0}
              onClick={sendCode}
            >
              {countdown.remaining > 0 ? t('flow.resend_in', { seconds: countdown.remaining }) : t('forgot.send_code')}
            </button>
          </TextField>
          <FormAlert error={error} success={success} />
          <button type="submit" className="cr-button cr-button--primary" disabled={busy}>
            {t('forgot.next')}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={reset} className="mf-auth-login">
          <p>{t('forgot.reset_intro')}</p>
          <NewPasswordFields state={password} />
          <FormAlert error={error} />
          <button type="submit" className="cr-button cr-button--primary" disabled={busy}>
            {t('new_password.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
