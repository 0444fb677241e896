// The SMS verification code with its Send button. After a send the button counts down
// SMS_COUNTDOWN_S (or what the server says is left, on 102) before another SMS may be asked for.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { TextField } from '../login/text-field.js';

export interface PhoneVerifyFieldProps {
  value: string;
  error: string | null;
  /** Said after a successful send (role=status). */
  notice: string | null;
  remaining: number;
  sending: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange(value: string): void;
  onBlur(): void;
  onSend(): void;
}

export function PhoneVerifyField({ value, error, notice, remaining, sending, inputRef, onChange, onBlur, onSend }: PhoneVerifyFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const waiting = remaining > 0;
  return (
    <TextField
      label={t('signup.field.phone_verify')}
      name="phone_verify"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      required
      value={value}
      error={error}
      inputRef={inputRef}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
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
          {waiting ? t('signup.sms_resend_in', { seconds: remaining }) : sending ? t('signup.sms_sending') : t('signup.sms_send')}
        </button>
        <span role="status" className="mf-auth-register__sms-status">
          {notice}
        </span>
      </div>
    </TextField>
  );
}
