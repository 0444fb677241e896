// The login tab: account, password and captcha answer, validated on blur and on submit,
// then POST /login. Success and the verification hand-offs go up to the modal; every other
// answer is shown here, and the captcha is renewed because the server has used it up.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAPTCHA_TYPE_LOGIN,
  LOGIN_CODE_DEVICE_VERIFICATION,
  LOGIN_CODE_TRANSFER_VERIFICATION,
  LOGIN_REQUIRED_KEYS,
  type ApiClient,
  type LoginSession,
} from '@croupier/shared';
import { login } from '../api/login.js';
import { NAMESPACE } from '../i18n.js';
import { isAborted, renderMessage, transportErrorMessage, type Message } from '../message.js';
import { CaptchaImage } from './captcha-image.js';
import { loginCodeMessage } from './login-code-message.js';
import { buildLoginPayload } from './login-payload.js';
import { TextField } from './text-field.js';
import { useCaptcha } from './use-captcha.js';

type FieldName = keyof typeof LOGIN_REQUIRED_KEYS;
type Values = Record<FieldName, string>;
type Errors = Record<FieldName, string | null>;

const FIELDS: FieldName[] = ['account', 'password', 'answer'];
const EMPTY: Values = { account: '', password: '', answer: '' };
const NO_ERRORS: Errors = { account: null, password: null, answer: null };

/** The required-field rule of spec 01 §5; returns the message key or null. */
const validate = (field: FieldName, value: string): string | null =>
  value.trim() === '' ? LOGIN_REQUIRED_KEYS[field] : null;

export type VerificationKind = 'device' | 'transfer';

export interface LoginFormProps {
  api: ApiClient;
  siteId: string;
  isDesktop: boolean;
  accountRef: RefObject<HTMLInputElement | null>;
  onLoggedIn(session: LoginSession): void;
  onVerificationRequired(kind: VerificationKind, account: string, data: unknown): void;
}

export function LoginForm({ api, siteId, isDesktop, accountRef, onLoggedIn, onVerificationRequired }: LoginFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const captcha = useCaptcha(api, CAPTCHA_TYPE_LOGIN, siteId);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [formError, setFormError] = useState<Message | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const answerRef = useRef<HTMLInputElement>(null);
  const refs: Record<FieldName, RefObject<HTMLInputElement | null>> = {
    account: accountRef,
    password: passwordRef,
    answer: answerRef,
  };
  const alive = useRef(true);

  const { refresh: refreshCaptcha } = captcha;
  useEffect(() => {
    alive.current = true;
    // Spec 01 §4: the captcha is fetched first, when the modal opens.
    void refreshCaptcha();
    return () => {
      alive.current = false;
    };
  }, [refreshCaptcha]);

  const fieldProps = (field: FieldName) => ({
    name: field,
    value: values[field],
    required: true,
    error: errors[field] ? t(errors[field]) : null,
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      // Once shown, an error follows the input so it disappears as soon as it is fixed.
      if (errors[field]) setErrors((er) => ({ ...er, [field]: validate(field, value) }));
    },
    onBlur: () => setErrors((er) => ({ ...er, [field]: validate(field, values[field]) })),
  });

  const failed = (message: Message) => {
    setFormError(message);
    setValues((v) => ({ ...v, answer: '' }));
    void refreshCaptcha();
    answerRef.current?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const next = Object.fromEntries(FIELDS.map((f) => [f, validate(f, values[f])])) as Errors;
    setErrors(next);
    const firstInvalid = FIELDS.find((f) => next[f]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    if (!captcha.captcha) {
      // Without a captcha token the server can only refuse; get an image first.
      setFormError({ key: 'captcha.err_load' });
      void refreshCaptcha();
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      const payload = buildLoginPayload({
        ...values,
        captchaToken: captcha.captcha.token,
        siteId,
        isDesktop,
      });
      const result = await login(api, payload);
      if (!alive.current) return;
      if (result.success) onLoggedIn(result.data);
      else if (result.code === LOGIN_CODE_DEVICE_VERIFICATION)
        onVerificationRequired('device', payload.account, result.data);
      else if (result.code === LOGIN_CODE_TRANSFER_VERIFICATION)
        onVerificationRequired('transfer', payload.account, result.data);
      else failed(loginCodeMessage(result.code, result.message));
    } catch (err) {
      if (alive.current && !isAborted(err)) failed(transportErrorMessage(err));
    } finally {
      if (alive.current) setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mf-auth-login">
      <TextField label={t('login.account')} autoComplete="username" inputRef={accountRef} {...fieldProps('account')} />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        inputRef={passwordRef}
        {...fieldProps('password')}
      />
      <TextField
        label={t('login.answer')}
        autoComplete="off"
        placeholder={captcha.captcha?.placeholder}
        inputRef={answerRef}
        {...fieldProps('answer')}
      >
        <CaptchaImage state={captcha} />
      </TextField>
      <div role="alert" className="mf-auth-login__error">
        {formError ? renderMessage(t, formError) : null}
      </div>
      <button type="submit" className="cr-button cr-button--primary" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
