// The register tab's form, built from the currency's register settings: each field shown,
// required, unique (checked on blur) and verified (SMS) as they say. Every rule of spec 01 §5 runs
// on blur and on submit through the shared valibot schema the api runs too; then POST /register,
// whose success logs the new member in (onRegistered) and whose codes land on their field or in
// the form's alert (spec 01 §8).
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAPTCHA_TYPE_REGISTER,
  isDisplayed,
  rulesFromSettings,
  SMS_CODE_MESSAGES,
  SMS_COUNTDOWN_S,
  uniqueFieldsFromSettings,
  validateRegisterForm,
  type ApiClient,
  type LoginSession,
  type RegisterFormField,
  type RegisterFormValues,
  type RegisterSettingField,
  type UniqueField,
} from '@croupier/shared';
import { register } from '../api/register.js';
import { sendRegisterSms } from '../api/send-register-sms.js';
import { NAMESPACE } from '../i18n.js';
import { CaptchaImage } from '../login/captcha-image.js';
import { codeMessage } from '../login/code-message.js';
import { FormAlert } from '../login/form-alert.js';
import { TextField } from '../login/text-field.js';
import { useCaptcha } from '../login/use-captcha.js';
import { useCountdown } from '../login/use-countdown.js';
import { isAborted, renderMessage, transportErrorMessage, type Message } from '../message.js';
import { AgreementModal } from './agreement-modal.js';
import { BirthdayField } from './birthday-field.js';
import { PhoneVerifyField } from './phone-verify-field.js';
import { registerFailure } from './register-code-message.js';
import { ACCOUNT_FIELDS, CONTACT_AND_SECURITY_FIELDS, PERSONAL_FIELDS, type TextFieldSpec } from './register-fields.js';
import { buildRegisterPayload, EMPTY_REGISTER_VALUES } from './register-values.js';
import type { RegisterSetup } from './use-register-setup.js';
import { useIsFriend } from './use-is-friend.js';
import { useUniqueCheck } from './use-unique-check.js';

/** A field of the form: the schema's, or the referral code ('introducer'). */
type Field = RegisterFormField | 'introducer';
type Errors = Partial<Record<Field, Message>>;

/** Where focus goes after a refused submit: the first wrong field in the order shown. */
const FIELD_ORDER: Field[] = [
  ...ACCOUNT_FIELDS.map((f) => f.name),
  'member_name',
  'member_email',
  'member_phone',
  'phone_verify',
  'member_birthday',
  ...CONTACT_AND_SECURITY_FIELDS.map((f) => f.name),
  'introducer',
  'answer',
  'agreement',
];

const isUnique = (unique: ReadonlySet<UniqueField>, field: Field): field is UniqueField => unique.has(field as UniqueField);

export interface RegisterFormProps {
  api: ApiClient;
  siteId: string;
  setup: RegisterSetup;
  onRegistered(session: LoginSession): void;
}

export function RegisterForm({ api, siteId, setup, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [currency, setCurrency] = useState(setup.currency.currency);
  const rules = useMemo(() => rulesFromSettings(setup.settings, currency), [setup.settings, currency]);
  const unique = useMemo(() => uniqueFieldsFromSettings(setup.settings, currency), [setup.settings, currency]);
  const isFriend = useIsFriend(api, siteId, currency);
  // An agent's link (or domain) is the introducer; a referral code is offered only without one.
  const showReferral = isFriend && !setup.agentId;
  const captchaShown = isDisplayed(rules, 'captcha');
  const phoneVerifyShown = isDisplayed(rules, 'member_phone') && rules.phoneVerification;

  const [values, setValues] = useState<RegisterFormValues>(EMPTY_REGISTER_VALUES);
  const [referral, setReferral] = useState(setup.recommendCode ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [smsNotice, setSmsNotice] = useState<Message | null>(null);
  const countdown = useCountdown();
  const captcha = useCaptcha(api, CAPTCHA_TYPE_REGISTER, siteId);
  const checkUnique = useUniqueCheck(api, siteId, currency);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});
  // The latest values, for answers that arrive after more typing.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const { refresh: refreshCaptcha } = captcha;
  useEffect(() => {
    if (captchaShown) void refreshCaptcha();
  }, [captchaShown, refreshCaptcha]);

  const shown = (field: Field): boolean => {
    if (field === 'member_account' || field === 'password' || field === 'agreement') return true;
    if (field === 'introducer') return showReferral;
    if (field === 'answer') return captchaShown;
    if (field === 'phone_verify') return phoneVerifyShown;
    return isDisplayed(rules, field as RegisterSettingField);
  };

  const ruleError = (field: RegisterFormField, next: RegisterFormValues): Message | undefined => {
    const key = validateRegisterForm(rules, next)[field];
    return key ? { key } : undefined;
  };

  const setError = (field: Field, message: Message | undefined) => setErrors((e) => ({ ...e, [field]: message }));

  const change = (field: RegisterFormField, value: string | boolean) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A message, once shown, follows the input: it goes as soon as the value is right.
    if (errors[field]) setError(field, ruleError(field, next));
    if (field === 'password' && errors.confirm_password) setError('confirm_password', ruleError('confirm_password', next));
  };

  const blur = async (field: RegisterFormField) => {
    const value = values[field];
    const problem = ruleError(field, values);
    setError(field, problem);
    if (problem || typeof value !== 'string' || value.trim() === '' || !isUnique(unique, field)) return;
    const taken = await checkUnique(field, value.trim());
    if (taken && alive.current && latest.current[field] === value) setError(field, taken.message);
  };

  const focus = (field: Field) => refs.current[field]?.focus();

  const sendSms = async () => {
    const phoneProblem = ruleError('member_phone', values) ?? (values.member_phone === '' ? { key: 'signup.err_phone_required' } : undefined);
    if (phoneProblem) {
      setError('member_phone', phoneProblem);
      focus('member_phone');
      return;
    }
    setSending(true);
    setSmsNotice(null);
    try {
      const r = await sendRegisterSms(api, { member_phone: values.member_phone, currency, site_id: siteId });
      if (!alive.current) return;
      if (r.success) {
        countdown.start(r.data?.retry_after_s ?? SMS_COUNTDOWN_S);
        setSmsNotice({ key: 'signup.sms_sent' });
        setError('phone_verify', undefined);
        focus('phone_verify');
        return;
      }
      // 102: one SMS per five minutes; the server says how long is left.
      if (r.code === 102) countdown.start(r.data?.retry_after_s ?? SMS_COUNTDOWN_S);
      setError('phone_verify', codeMessage(SMS_CODE_MESSAGES, r.code, r.message));
    } catch (err) {
      if (alive.current && !isAborted(err)) setError('phone_verify', transportErrorMessage(err));
    } finally {
      if (alive.current) setSending(false);
    }
  };

  const refused = (field: string | null, message: Message) => {
    if (field && shown(field as Field)) {
      setError(field as Field, message);
      if (field !== 'answer') focus(field as Field);
    } else setFormError(message);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateRegisterForm(rules, values);
    const next: Errors = Object.fromEntries(Object.entries(found).map(([f, key]) => [f, { key }]));
    setErrors(next);
    const firstWrong = FIELD_ORDER.find((f) => next[f] && shown(f));
    if (firstWrong) {
      focus(firstWrong);
      return;
    }
    if (captchaShown && !captcha.captcha) {
      // Without a captcha token the server can only refuse; get an image first.
      setFormError({ key: 'captcha.err_load' });
      void refreshCaptcha();
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      const payload = buildRegisterPayload(values, {
        siteId,
        currency,
        captchaToken: captchaShown ? (captcha.captcha?.token ?? '') : '',
        introducer: setup.agentId ?? (showReferral ? referral.trim() : ''),
      });
      const result = await register(api, payload);
      if (!alive.current) return;
      if (result.success) {
        onRegistered(result.data as LoginSession);
        return;
      }
      const failure = registerFailure(result.code, result.message, result.data);
      // The server has used the captcha up.
      if (captchaShown) {
        setValues((v) => ({ ...v, answer: '' }));
        void refreshCaptcha();
      }
      refused(failure.field, failure.message);
    } catch (err) {
      if (alive.current && !isAborted(err)) setFormError(transportErrorMessage(err));
    } finally {
      if (alive.current) setSubmitting(false);
    }
  }

  const label = (field: Field, required: boolean) =>
    required ? t(`signup.field.${field}`) : `${t(`signup.field.${field}`)} ${t('signup.optional')}`;
  const required = (spec: TextFieldSpec) => !spec.setting || rules.fields[spec.setting]?.required === true;
  const errorText = (field: Field) => (errors[field] ? renderMessage(t, errors[field]) : null);

  const textField = (spec: TextFieldSpec, after?: ReactNode) => (
    <TextField
      key={spec.name}
      label={label(spec.name, required(spec))}
      name={spec.name}
      type={spec.type ?? 'text'}
      autoComplete={spec.autoComplete}
      inputMode={spec.inputMode}
      maxLength={spec.maxLength}
      required={required(spec)}
      value={values[spec.name]}
      error={errorText(spec.name)}
      inputRef={(el) => {
        refs.current[spec.name] = el;
      }}
      onChange={(e) => change(spec.name, e.target.value)}
      onBlur={() => void blur(spec.name)}
    >
      {after}
    </TextField>
  );

  const visible = (specs: TextFieldSpec[]) => specs.filter((s) => shown(s.name));

  return (
    <form noValidate onSubmit={onSubmit} className="mf-auth-login mf-auth-register__form">
      {setup.linkNotice ? <p className="mf-auth-register__notice">{renderMessage(t, setup.linkNotice)}</p> : null}
      <div className="mf-auth-field">
        {setup.currency.forced || setup.siteCurrencies.length < 2 ? (
          <p className="mf-auth-register__fixed">{t('signup.currency_fixed', { currency })}</p>
        ) : (
          <>
            <label htmlFor="mf-auth-register-currency">{t('signup.field.member_currency')}</label>
            <select
              id="mf-auth-register-currency"
              className="cr-input"
              value={currency}
              onChange={(e) => {
                setCurrency(e.target.value);
                // Other settings, other rules: what was said about the old ones no longer holds.
                setErrors({});
                setFormError(null);
              }}
            >
              {setup.siteCurrencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </>
        )}
        {setup.agentId ? <p className="mf-auth-register__fixed">{t('signup.introduced_by_agent', { id: setup.agentId })}</p> : null}
      </div>

      {visible(ACCOUNT_FIELDS).map((spec) => textField(spec))}
      {visible(PERSONAL_FIELDS).map((spec) => textField(spec))}
      {phoneVerifyShown ? (
        <PhoneVerifyField
          value={values.phone_verify}
          error={errorText('phone_verify')}
          notice={smsNotice ? renderMessage(t, smsNotice) : null}
          remaining={countdown.remaining}
          sending={sending}
          inputRef={(el) => {
            refs.current.phone_verify = el;
          }}
          onChange={(v) => change('phone_verify', v)}
          onBlur={() => void blur('phone_verify')}
          onSend={() => void sendSms()}
        />
      ) : null}
      {shown('member_birthday') ? (
        <BirthdayField
          value={values.member_birthday}
          required={rules.fields.member_birthday?.required === true}
          error={errorText('member_birthday')}
          onChange={(v) => change('member_birthday', v)}
          onBlur={() => void blur('member_birthday')}
        />
      ) : null}
      {visible(CONTACT_AND_SECURITY_FIELDS).map((spec) => textField(spec))}
      {showReferral ? (
        <TextField
          label={label('introducer', false)}
          name="introducer"
          autoComplete="off"
          maxLength={16}
          value={referral}
          error={errorText('introducer')}
          inputRef={(el) => {
            refs.current.introducer = el;
          }}
          onChange={(e) => {
            setReferral(e.target.value);
            setError('introducer', undefined);
          }}
        />
      ) : null}
      {captchaShown ? (
        <TextField
          label={t('signup.field.answer')}
          name="answer"
          autoComplete="off"
          required
          placeholder={captcha.captcha?.placeholder}
          value={values.answer}
          error={errorText('answer')}
          inputRef={(el) => {
            refs.current.answer = el;
          }}
          onChange={(e) => change('answer', e.target.value)}
          onBlur={() => void blur('answer')}
        >
          <CaptchaImage state={captcha} />
        </TextField>
      ) : null}

      <div className="mf-auth-register__agreement">
        <div className="mf-auth-register__row">
          <input
            id="mf-auth-register-agreement"
            type="checkbox"
            checked={values.agreement}
            ref={(el) => {
              refs.current.agreement = el;
            }}
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={errors.agreement ? 'mf-auth-register-agreement-error' : undefined}
            onChange={(e) => change('agreement', e.target.checked)}
          />
          <label htmlFor="mf-auth-register-agreement">{t('signup.agreement_label')}</label>
        </div>
        <button type="button" className="mf-auth-register__link" onClick={() => setAgreementOpen(true)}>
          {t('signup.agreement_read')}
        </button>
        <p id="mf-auth-register-agreement-error" className="mf-auth-field__error">
          {errorText('agreement')}
        </p>
      </div>

      <FormAlert error={formError} />
      <button type="submit" className="cr-button cr-button--primary" disabled={submitting}>
        {submitting ? t('signup.submitting') : t('signup.submit')}
      </button>
      {agreementOpen ? (
        <AgreementModal api={api} siteId={siteId} onClose={() => setAgreementOpen(false)} onAccept={() => change('agreement', true)} />
      ) : null}
    </form>
  );
}
