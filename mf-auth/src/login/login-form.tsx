// The login tab: account, password and captcha answer, validated on blur and on submit (the shared
// LoginFormSchema), then POST /login with the headers of GET /get_login_header. A session or a
// double-validation question goes up to the modal, as do the 107/802 hand-offs; every other
// answer is shown here, and the captcha is renewed because the server has used it up.
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAPTCHA_TYPE_LOGIN,
  LOGIN_CODE,
  LoginFormSchema,
  checkForm,
  type ApiClient,
  type LoginAnswer,
  type LoginFormValues,
} from '@croupier/shared';
import { login } from '../api/login.js';
import { NAMESPACE } from '../i18n.js';
import { isAborted, transportErrorMessage, type Message } from '../message.js';
import { CaptchaImage } from './captcha-image.js';
import { FormAlert } from './form-alert.js';
import { loginCodeMessage } from './login-code-message.js';
import { fetchLoginHeaders } from './login-headers.js';
import { buildLoginPayload } from './login-payload.js';
import { TextField } from './text-field.js';
import { useCaptcha } from './use-captcha.js';

type FieldName = keyof LoginFormValues;
type Values = Record<FieldName, string>;
type Errors = Record<FieldName, string | null>;

const FIELDS: FieldName[] = ['account', 'password', 'answer'];
const EMPTY: Values = { account: '', password: '', answer: '' };
const NO_ERRORS: Errors = { account: null, password: null, answer: null };

/** Every field's message key (spec 01 §5), or null. */
function validateAll(values: Values): Errors {
  const result = checkForm(LoginFormSchema, values);
  if (result.ok) return NO_ERRORS;
  return { account: result.errors.account ?? null, password: result.errors.password ?? null, answer: result.errors.answer ?? null };
}

export type VerificationKind = 'device' | 'transfer';

/** Something the modal tells the form to show: a success (status) or a problem (alert). */
export interface FormNotice {
  tone: 'success' | 'error';
  message: Message;
}

export interface LoginFormProps {
  api: ApiClient;
  siteId: string;
  isDesktop: boolean;
  accountRef: RefObject<HTMLInputElement | null>;
  /** Code 100: a session, or a double-validation question. */
  onLoginAnswer(account: string, answer: LoginAnswer): void;
  onVerificationRequired(kind: VerificationKind, account: string, data: unknown): void;
  onForgotPassword(account: string): void;
  notice?: FormNotice | null;
  /** Shown under the submit button (the third-party providers). */
  children?: ReactNode;
}

export function LoginForm({
  api,
  siteId,
  isDesktop,
  accountRef,
  onLoginAnswer,
  onVerificationRequired,
  onForgotPassword,
  notice,
  children,
}: LoginFormProps) {
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

  // A new notice from the modal replaces whatever the last attempt said (state adjusted while
  // rendering, React's pattern for it, rather than an effect and a second render).
  const [seenNotice, setSeenNotice] = useState(notice);
  if (notice !== seenNotice) {
    setSeenNotice(notice);
    if (notice) setFormError(null);
  }

  const fieldProps = (field: FieldName) => ({
    name: field,
    value: values[field],
    required: true,
    error: errors[field] ? t(errors[field]) : null,
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [field]: e.target.value };
      setValues(next);
      // Once shown, an error follows the input so it disappears as soon as it is fixed.
      if (errors[field]) setErrors((er) => ({ ...er, [field]: validateAll(next)[field] }));
    },
    onBlur: () => setErrors((er) => ({ ...er, [field]: validateAll(values)[field] })),
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
    const next = validateAll(values);
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
      const headers = await fetchLoginHeaders(api);
      const payload = buildLoginPayload({
        ...values,
        captchaToken: captcha.captcha.token,
        siteId,
        isDesktop,
        remoteAddr: headers['x-client-ip'] ?? '',
      });
      const result = await login(api, payload, headers);
      if (!alive.current) return;
      if (result.success) onLoginAnswer(payload.account, result.data);
      else if (result.code === LOGIN_CODE.deviceVerification) onVerificationRequired('device', payload.account, result.data);
      else if (result.code === LOGIN_CODE.transferVerification) onVerificationRequired('transfer', payload.account, result.data);
      else failed(loginCodeMessage(result.code, result.message));
    } catch (err) {
      if (alive.current && !isAborted(err)) failed(transportErrorMessage(err));
    } finally {
      if (alive.current) setSubmitting(false);
    }
  }

  const shownError = formError ?? (notice?.tone === 'error' ? notice.message : null);
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
        inputMode="numeric"
        placeholder={captcha.captcha?.placeholder}
        inputRef={answerRef}
        {...fieldProps('answer')}
      >
        <CaptchaImage state={captcha} />
      </TextField>
      <FormAlert error={shownError} success={notice?.tone === 'success' ? notice.message : null} />
      <button type="submit" className="cr-button cr-button--primary" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
      <button type="button" className="mf-auth-link" onClick={() => onForgotPassword(values.account.trim())}>
        {t('forgot.link')}
      </button>
      {children}
    </form>
  );
}
