// The login tab: account, password and captcha answer (LoginFormSchema, on blur and on submit),
// then POST /login. A session or a double-validation question goes up to the modal, as do the
// 107/802 hand-offs; every other answer is shown here, and the captcha is renewed because the
// server has used it up.
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  CAPTCHA_TYPE_LOGIN,
  LOGIN_CODE,
  type LoginAnswer,
  FormAlert,
  TextField,
  isAborted,
  renderMessage,
  transportErrorMessage,
  type Message,
} from '@croupier/shared';
import { useSiteTimezone } from '@croupier/shared/dates';
import { useAppForm } from '@croupier/shared/form';
import { CaptchaImage, captchaAnswerRule, useCaptcha } from '../form/index.js';
import { NAMESPACE } from '../i18n.js';
import { useLogin } from './api/login.js';
import { exclusionMessage, loginCodeMessage } from '../code-messages.js';
import { ExclusionHelp } from './exclusion-help.js';

/** Spec 01 §5: each field is required; the account is trimmed, the password taken as typed. */
export const LoginFormSchema = v.object({
  account: v.pipe(v.string(), v.trim(), v.nonEmpty('ph_account_name')),
  password: v.pipe(v.string(), v.nonEmpty('ph_password')),
  answer: captchaAnswerRule,
});

export type VerificationKind = 'device' | 'transfer';

/** Something the modal tells the form to show: a success (status) or a problem (alert). */
export interface FormNotice {
  tone: 'success' | 'error';
  message: Message;
  /** A time-out or self-exclusion refused it (604/605): the help pages and customer service are offered. */
  exclusion?: boolean;
}

export interface LoginFormProps {
  siteId: string;
  isDesktop: boolean;
  accountRef: RefObject<HTMLInputElement | null>;
  /** Code 100: a session, or a double-validation question. */
  onLoginAnswer(account: string, answer: LoginAnswer): void;
  onVerificationRequired(kind: VerificationKind, account: string, data: unknown): void;
  onForgotPassword(account: string): void;
  notice?: FormNotice | null;
  /** The member leaves for another page (the help pages): the modal closes. */
  onLeave?: () => void;
  /** Shown under the submit button (the third-party providers). */
  children?: ReactNode;
}

export function LoginForm({
  siteId,
  isDesktop,
  accountRef,
  onLoginAnswer,
  onVerificationRequired,
  onForgotPassword,
  notice,
  onLeave,
  children,
}: LoginFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const zone = useSiteTimezone();
  // The notice in place when a submit was refused by an exclusion: a newer notice hides the help.
  const [excludedUnder, setExcludedUnder] = useState<{ notice: FormNotice | null | undefined } | null>(null);
  const excluded = excludedUnder !== null && excludedUnder.notice === notice;
  // Spec 01 §4: the captcha is fetched first, when the form shows.
  const captcha = useCaptcha('login', { type: CAPTCHA_TYPE_LOGIN, site_id: siteId });
  const form = useAppForm(LoginFormSchema, { account: '', password: '', answer: '' }, { ns: NAMESPACE });
  const login = useLogin();

  // A new notice from the modal replaces whatever the last attempt said.
  const { clearAlert } = form;
  useEffect(() => {
    if (notice) clearAlert();
  }, [notice, clearAlert]);

  const failed = (message: Message) => {
    form.alert(message);
    form.setValue('answer', '');
    captcha.refresh();
    form.setFocus('answer');
  };

  const onSubmit = form.submit((values) => {
    setExcludedUnder(null);
    if (!captcha.token) {
      // Without a captcha token the server can only refuse; get an image first.
      form.alert({ key: 'captcha.err_load' });
      captcha.refresh();
      return;
    }
    login.mutate(
      { ...values, captchaToken: captcha.token, siteId, isDesktop },
      {
        onSuccess: ({ payload, result }) => {
          if (result.success) onLoginAnswer(payload.account, result.data);
          else if (result.code === LOGIN_CODE.deviceVerification)
            onVerificationRequired('device', payload.account, result.data);
          else if (result.code === LOGIN_CODE.transferVerification)
            onVerificationRequired('transfer', payload.account, result.data);
          else {
            const exclusion = exclusionMessage(result.code, result.data, result.message, zone);
            setExcludedUnder(exclusion ? { notice } : null);
            failed(exclusion ?? loginCodeMessage(result.code, result.message));
          }
        },
        onError: (err) => {
          if (!isAborted(err)) failed(transportErrorMessage(err));
        },
      },
    );
  });

  const noticeText = notice ? renderMessage(t, notice.message) : null;
  const account = form.field('account');
  return (
    <form noValidate onSubmit={onSubmit} className="mf-auth-login">
      <TextField
        classPrefix="mf-auth-field"
        label={t('login.account')}
        autoComplete="username"
        required
        {...account}
        ref={(el) => {
          account.ref(el);
          accountRef.current = el;
        }}
      />
      <TextField
        classPrefix="mf-auth-field"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <TextField
        classPrefix="mf-auth-field"
        label={t('login.answer')}
        autoComplete="off"
        inputMode="numeric"
        required
        placeholder={captcha.placeholder}
        {...form.field('answer')}
      >
        <CaptchaImage captcha={captcha} />
      </TextField>
      <FormAlert
        classPrefix="mf-auth-login"
        error={form.alertText ?? (notice?.tone === 'error' ? noticeText : null)}
        success={notice?.tone === 'success' ? noticeText : null}
      />
      {excluded || (notice?.exclusion && !form.alertText) ? <ExclusionHelp {...(onLeave ? { onLeave } : {})} /> : null}
      <button type="submit" className="cr-button cr-button--primary" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
      <button type="button" className="mf-auth-link" onClick={() => onForgotPassword(form.getValues('account').trim())}>
        {t('forgot.link')}
      </button>
      {children}
    </form>
  );
}
