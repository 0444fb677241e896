// The register tab's form, built from the currency's register settings: each field shown,
// required, unique (checked on blur) and verified (SMS) as they say. Every rule of spec 01 §5 is
// the shared registerFormSchema the api runs too (on blur, on change once a field shows a message,
// on submit); then POST /register, whose success logs the new member in (onRegistered) and whose
// codes land on their field or in the form's alert (spec 01 §8).
import { useMemo, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  CAPTCHA_TYPE_REGISTER,
  SMS_COUNTDOWN_S,
  SmsCode,
  type LoginSession,
  type RegisterSettingField,
  type UniqueField,
  FormAlert,
  TextField,
  useCountdown,
  codeMessage,
  isAborted,
  renderMessage,
  transportErrorMessage,
} from '@croupier/shared';
import {
  isDisplayed,
  registerFormSchema,
  rulesFromSettings,
  uniqueFieldsFromSettings,
} from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { CaptchaImage, useCaptcha } from '../form/index.js';
import { SMS_CODE_MESSAGES } from '../code-messages.js';
import { NAMESPACE } from '../i18n.js';
import { useIsFriend } from './api/check-bonus-setting.js';
import { useUniqueCheck } from './api/check-register-verification.js';
import { useRegister } from './api/register.js';
import { useSendRegisterSms } from './api/send-register-sms.js';
import { AgreementModal } from './agreement-modal.js';
import { BirthdayField } from './birthday-field.js';
import { PhoneVerifyField } from './phone-verify-field.js';
import { registerFailure, type RegisterFailure } from './register-code-message.js';
import { ACCOUNT_FIELDS, CONTACT_AND_SECURITY_FIELDS, PERSONAL_FIELDS, type TextFieldSpec } from './register-fields.js';
import type { RegisterSetup } from './register-setup.js';
import { buildRegisterPayload, EMPTY_REGISTER_VALUES, type RegisterFormField } from './register-values.js';

/** A field of the form: the schema's, or the referral code ('introducer'). */
type Field = RegisterFormField | 'introducer';

const isUnique = (unique: ReadonlySet<UniqueField>, field: Field): field is UniqueField =>
  unique.has(field as UniqueField);

export interface RegisterFormProps {
  siteId: string;
  setup: RegisterSetup;
  onRegistered(session: LoginSession): void;
}

export function RegisterForm({ siteId, setup, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [currency, setCurrency] = useState(setup.currency.currency);
  const rules = useMemo(() => rulesFromSettings(setup.settings, currency), [setup.settings, currency]);
  const unique = useMemo(() => uniqueFieldsFromSettings(setup.settings, currency), [setup.settings, currency]);
  // The shared rules, plus the referral code: the server says whether it is any good.
  const schema = useMemo(() => v.intersect([registerFormSchema(rules), v.object({ introducer: v.string() })]), [rules]);
  const form = useAppForm(
    schema,
    { ...EMPTY_REGISTER_VALUES, introducer: setup.recommendCode ?? '' },
    { ns: NAMESPACE },
  );
  const isFriend = useIsFriend(siteId, currency);
  // An agent's link (or domain) is the introducer; a referral code is offered only without one.
  const showReferral = isFriend && !setup.agentId;
  const captchaShown = isDisplayed(rules, 'captcha');
  const phoneVerifyShown = isDisplayed(rules, 'member_phone') && rules.phoneVerification;
  const captcha = useCaptcha('register', { type: CAPTCHA_TYPE_REGISTER, site_id: siteId }, { enabled: captchaShown });
  const checkUnique = useUniqueCheck(siteId, currency);
  const register = useRegister();
  const sms = useSendRegisterSms();
  const countdown = useCountdown();
  const [agreementOpen, setAgreementOpen] = useState(false);

  const shown = (field: Field): boolean => {
    if (field === 'member_account' || field === 'password' || field === 'agreement') return true;
    if (field === 'introducer') return showReferral;
    if (field === 'answer') return captchaShown;
    if (field === 'phone_verify') return phoneVerifyShown;
    return isDisplayed(rules, field as RegisterSettingField);
  };

  /** After the rules pass on blur: is the value another member's already? */
  const blurUnique = async (field: Field) => {
    const value = form.getValues(field);
    if (!isUnique(unique, field) || typeof value !== 'string' || value.trim() === '' || form.getFieldState(field).error)
      return;
    const taken = await checkUnique(field, value.trim());
    // Only while the value is still the one checked.
    if (taken && form.getValues(field) === value) form.fieldError(field, taken.message);
  };

  const sendSms = async () => {
    if (!(await form.trigger('member_phone', { shouldFocus: true }))) return;
    const phone = form.getValues('member_phone');
    if (phone === '') return form.fieldError('member_phone', { key: 'signup.err_phone_required' }, { focus: true });
    sms.mutate(
      { member_phone: phone, currency, site_id: siteId },
      {
        onSuccess: (answer) => {
          // 102: one SMS per five minutes; the server says how long is left.
          if (answer.success || answer.code === SmsCode.rateLimited)
            countdown.start(answer.data?.retry_after_s ?? SMS_COUNTDOWN_S);
          if (!answer.success)
            return form.fieldError('phone_verify', codeMessage(SMS_CODE_MESSAGES, answer.code, answer.message));
          form.clearErrors('phone_verify');
          form.setFocus('phone_verify');
        },
        onError: (err) => {
          if (!isAborted(err)) form.fieldError('phone_verify', transportErrorMessage(err));
        },
      },
    );
  };

  const refused = ({ field, message }: RegisterFailure) => {
    if (field && shown(field as Field)) form.fieldError(field as Field, message, { focus: field !== 'answer' });
    else form.alert(message);
  };

  const onSubmit = form.submit((values) => {
    if (captchaShown && !captcha.token) {
      // Without a captcha token the server can only refuse; get an image first.
      form.alert({ key: 'captcha.err_load' });
      captcha.refresh();
      return;
    }
    const payload = buildRegisterPayload(values, {
      siteId,
      currency,
      captchaToken: captchaShown ? (captcha.token ?? '') : '',
      introducer: setup.agentId ?? (showReferral ? values.introducer.trim() : ''),
    });
    register.mutate(payload, {
      onSuccess: (answer) => {
        if (answer.success) return onRegistered(answer.data as LoginSession);
        // The server has used the captcha up.
        if (captchaShown) {
          form.setValue('answer', '');
          captcha.refresh();
        }
        refused(registerFailure(answer.code, answer.message, answer.data));
      },
      onError: (err) => {
        if (!isAborted(err)) form.alert(transportErrorMessage(err));
      },
    });
  });

  const label = (field: Field, required: boolean) =>
    required ? t(`signup.field.${field}`) : `${t(`signup.field.${field}`)} ${t('signup.optional')}`;
  const required = (spec: TextFieldSpec) => !spec.setting || rules.fields[spec.setting]?.required === true;

  const textField = (spec: TextFieldSpec, after?: ReactNode) => {
    const field = form.field(spec.name, spec.name === 'password' ? { deps: ['confirm_password'] } : {});
    return (
      <TextField
        classPrefix="mf-auth-field"
        key={spec.name}
        label={label(spec.name, required(spec))}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        required={required(spec)}
        {...field}
        onBlur={async (event) => {
          await field.onBlur(event);
          await blurUnique(spec.name);
        }}
      >
        {after}
      </TextField>
    );
  };
  const visible = (specs: TextFieldSpec[]) => specs.filter((s) => shown(s.name));
  // The agreement box says nothing on blur: only a submit asks for it.
  const { error: agreementError, onBlur: _noBlur, ...agreement } = form.field('agreement');

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
                form.clearErrors();
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
        {setup.agentId ? (
          <p className="mf-auth-register__fixed">{t('signup.introduced_by_agent', { id: setup.agentId })}</p>
        ) : null}
      </div>

      {visible(ACCOUNT_FIELDS).map((spec) => textField(spec))}
      {visible(PERSONAL_FIELDS).map((spec) => textField(spec))}
      {phoneVerifyShown ? (
        <PhoneVerifyField
          field={form.field('phone_verify')}
          notice={sms.data?.success ? t('signup.sms_sent') : null}
          remaining={countdown.remaining}
          sending={sms.isPending}
          onSend={() => void sendSms()}
        />
      ) : null}
      {shown('member_birthday') ? (
        <Controller
          control={form.control}
          name="member_birthday"
          render={({ field }) => (
            <BirthdayField
              value={field.value}
              required={rules.fields.member_birthday?.required === true}
              error={form.errorOf('member_birthday')}
              onChange={(value) => {
                field.onChange(value);
                form.recheck(['member_birthday']);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      ) : null}
      {visible(CONTACT_AND_SECURITY_FIELDS).map((spec) => textField(spec))}
      {showReferral ? (
        <TextField
          classPrefix="mf-auth-field"
          label={label('introducer', false)}
          autoComplete="off"
          maxLength={16}
          {...form.field('introducer')}
        />
      ) : null}
      {captchaShown ? (
        <TextField
          classPrefix="mf-auth-field"
          label={t('signup.field.answer')}
          autoComplete="off"
          required
          placeholder={captcha.placeholder}
          {...form.field('answer')}
        >
          <CaptchaImage captcha={captcha} />
        </TextField>
      ) : null}

      <div className="mf-auth-register__agreement">
        <div className="mf-auth-register__row">
          <input
            id="mf-auth-register-agreement"
            type="checkbox"
            {...agreement}
            aria-invalid={agreementError ? true : undefined}
            aria-describedby={agreementError ? 'mf-auth-register-agreement-error' : undefined}
          />
          <label htmlFor="mf-auth-register-agreement">{t('signup.agreement_label')}</label>
        </div>
        <button type="button" className="mf-auth-register__link" onClick={() => setAgreementOpen(true)}>
          {t('signup.agreement_read')}
        </button>
        <p id="mf-auth-register-agreement-error" className="mf-auth-field__error">
          {agreementError}
        </p>
      </div>

      <FormAlert classPrefix="mf-auth-login" error={form.alertText} />
      <button type="submit" className="cr-button cr-button--primary" disabled={register.isPending}>
        {register.isPending ? t('signup.submitting') : t('signup.submit')}
      </button>
      {agreementOpen ? (
        <AgreementModal
          siteId={siteId}
          onClose={() => setAgreementOpen(false)}
          // A message on the box goes with the tick.
          onAccept={() =>
            form.setValue('agreement', true, { shouldValidate: Boolean(form.getFieldState('agreement').error) })
          }
        />
      ) : null}
    </form>
  );
}
