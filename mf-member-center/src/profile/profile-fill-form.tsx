// The profile fields a member may still fill in (spec 02 §3 register settings: is_member_center
// for the member's currency, and empty in the profile), with registration's rules
// (profileFillSchema). A phone whose setting has is_member_center_verification needs the SMS
// code: Send code (POST /member/profile/phone/sms), then PROFILE_SMS_COUNTDOWN_S before another.
// Saved with POST /member/profile/update; refusals land on their field (profile-codes.ts).
import {
  VERIFICATION_CODE_LENGTH,
  type MemberProfile,
  type ProfileFillField,
  type ProfileUpdatePayload,
  type RegisterSetting,
  FormAlert,
  TextField,
  useCountdown,
  transportErrorMessage,
} from '@croupier/shared';
import { profileFillSchema, rulesFromSettings } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useUpdateProfile } from './api/profile-update.js';
import { useSendProfilePhoneSms } from './api/profile-phone-sms.js';
import { fillableFields, phoneNeedsCode } from './fillable-fields.js';
import { profileFailure, smsFailure } from './profile-codes.js';
import { PROFILE_SMS_COUNTDOWN_S } from '../constants.js';

type Values = Partial<Record<ProfileFillField, string>> & { verify_code: string };

const INPUT_TYPE: Partial<Record<ProfileFillField, string>> = {
  member_email: 'email',
  member_birthday: 'date',
  member_phone: 'tel',
};

export interface ProfileFillFormProps {
  profile: MemberProfile;
  settings: readonly RegisterSetting[];
}

export function ProfileFillForm({ profile, settings }: ProfileFillFormProps) {
  const fields = useMemo(() => fillableFields(settings, profile), [settings, profile]);
  if (fields.length === 0) return null;
  // A new form when the set of fields changes (a field was filled).
  return <FillForm key={fields.join()} fields={fields} profile={profile} settings={settings} />;
}

function FillForm({ fields, profile, settings }: ProfileFillFormProps & { fields: ProfileFillField[] }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const withCode = phoneNeedsCode(settings, profile.member_currency) && fields.includes('member_phone');
  const schema = useMemo(
    () => profileFillSchema(rulesFromSettings(settings, profile.member_currency), fields, withCode),
    [settings, profile.member_currency, fields, withCode],
  );
  const empty = useMemo(
    () => ({ ...Object.fromEntries(fields.map((f) => [f, ''])), verify_code: '' }) as Values,
    [fields],
  );
  const form = useAppForm<Values, Values>(schema as never, empty, { ns: NAMESPACE });
  const update = useUpdateProfile();
  const sms = useSendProfilePhoneSms();
  const countdown = useCountdown();
  const [smsNotice, setSmsNotice] = useState<string | null>(null);

  const sendCode = async () => {
    if (countdown.remaining > 0 || sms.isPending) return;
    if (!(await form.trigger('member_phone'))) return;
    setSmsNotice(null);
    try {
      const result = await sms.mutateAsync({ member_phone: form.getValues('member_phone') ?? '' });
      if (result.success) {
        countdown.start(PROFILE_SMS_COUNTDOWN_S);
        setSmsNotice(t('signup.sms_sent'));
      } else {
        form.fieldError('verify_code', smsFailure(result.code, result.message));
      }
    } catch (err) {
      form.fieldError('verify_code', transportErrorMessage(err));
    }
  };

  const onValid = async (values: Values) => {
    if (update.isPending) return;
    const payload: ProfileUpdatePayload = Object.fromEntries(fields.map((f) => [f, values[f] ?? '']));
    if (withCode) payload.verify_code = values.verify_code;
    try {
      await update.mutateAsync(payload);
    } catch (err) {
      const failure = profileFailure(err);
      if (failure.field && (failure.field === 'verify_code' || (fields as string[]).includes(failure.field))) {
        form.fieldError(failure.field as ProfileFillField, failure.message, { focus: true });
      } else {
        form.alert(failure.message);
      }
    }
  };

  const waiting = countdown.remaining > 0;
  return (
    <form className="mfmc-form" noValidate aria-labelledby={headingId} onSubmit={form.submit(onValid)}>
      <h3 id={headingId}>{t('info.fill_heading')}</h3>
      <p>{t('info.fill_intro')}</p>
      {fields.map((field) => (
        <TextField
          classPrefix="mfmc-field"
          key={field}
          label={t(`signup.field.${field}`)}
          type={INPUT_TYPE[field] ?? 'text'}
          required
          {...form.field(field)}
        />
      ))}
      {withCode && (
        <TextField
          classPrefix="mfmc-field"
          label={t('signup.field.phone_verify')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={VERIFICATION_CODE_LENGTH}
          required
          {...form.field('verify_code')}
        >
          <div className="mfmc-sms">
            <button
              type="button"
              className="cr-button"
              // Focusable while waiting, so the countdown can be read where focus is.
              aria-disabled={waiting || sms.isPending}
              onClick={() => void sendCode()}
            >
              {waiting
                ? t('signup.sms_resend_in', { seconds: countdown.remaining })
                : sms.isPending
                  ? t('signup.sms_sending')
                  : t('signup.sms_send')}
            </button>
            <span role="status" className="mfmc-sms__status">
              {smsNotice}
            </span>
          </div>
        </TextField>
      )}
      <FormAlert classPrefix="mfmc-form" error={form.alertText} />
      <button type="submit" className="cr-button" aria-disabled={update.isPending}>
        {update.isPending ? t('form.saving') : t('info.fill_submit')}
      </button>
    </form>
  );
}
