// The SMS verification code with its Send button. After a send the button counts down
// SMS_COUNTDOWN_S (or what the server says is left, on 102) before another SMS may be asked for.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { TextField } from '@croupier/shared';
import { type FieldProps } from '@croupier/shared/form';

export interface PhoneVerifyFieldProps {
  /** The form's field('phone_verify'). */
  field: FieldProps;
  /** Said after a successful send (role=status). */
  notice: string | null;
  remaining: number;
  sending: boolean;
  onSend(): void;
}

export function PhoneVerifyField({ field, notice, remaining, sending, onSend }: PhoneVerifyFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const waiting = remaining > 0;
  return (
    <TextField
      classPrefix="mf-auth-field"
      label={t('signup.field.phone_verify')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      required
      {...field}
    >
      <div className="mf-auth-register__sms">
        <button
          type="button"
          className="cr-button"
          // Focusable while waiting, so the countdown can be read where focus is.
          aria-disabled={waiting || sending}
          onClick={() => {
            if (!waiting && !sending) onSend();
          }}
        >
          {waiting
            ? t('signup.sms_resend_in', { seconds: remaining })
            : sending
              ? t('signup.sms_sending')
              : t('signup.sms_send')}
        </button>
        <span role="status" className="mf-auth-register__sms-status">
          {notice}
        </span>
      </div>
    </TextField>
  );
}
