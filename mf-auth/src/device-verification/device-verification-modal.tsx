// Login code 107 (spec 01 §8): the device is new. A code went to the member's phone or email;
// typing it here completes the login (or leads to the double-validation question). Another code
// can be asked for once the resend countdown (SMS_COUNTDOWN_S) has run out.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_VERIFICATION_CODE,
  DEVICE_VERIFICATION_CODE_MESSAGES,
  DeviceCodeFormSchema,
  Modal,
  checkForm,
  type ApiClient,
  type DeviceVerificationChallenge,
  type LoginAnswer,
} from '@croupier/shared';
import { sendDeviceCode } from '../api/send-device-code.js';
import { verifyDevice } from '../api/verify-device.js';
import { NAMESPACE } from '../i18n.js';
import { isAborted, transportErrorMessage, type Message } from '../message.js';
import { codeMessage } from '../login/code-message.js';
import { FormAlert } from '../login/form-alert.js';
import { TextField } from '../login/text-field.js';
import { useCountdown } from '../login/use-countdown.js';

/** The login attempt is over: only logging in again helps. */
const DEAD_CODES: readonly number[] = [DEVICE_VERIFICATION_CODE.attemptUnknown, DEVICE_VERIFICATION_CODE.tooManyFailures];

export interface DeviceVerificationModalProps {
  api: ApiClient;
  account: string;
  challenge: DeviceVerificationChallenge;
  onLoginAnswer(account: string, answer: LoginAnswer): void;
  /** Back to the login form (the attempt expired). */
  onLoginAgain(): void;
  onClose(): void;
}

export function DeviceVerificationModal({ api, account, challenge, onLoginAnswer, onLoginAgain, onClose }: DeviceVerificationModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [success, setSuccess] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [dead, setDead] = useState(false);
  const [sentTo, setSentTo] = useState({ channel: challenge.channel, masked_to: challenge.masked_to });
  const countdown = useCountdown();
  const codeRef = useRef<HTMLInputElement>(null);
  const alive = useRef(true);

  const { start } = countdown;
  useEffect(() => {
    alive.current = true;
    start(challenge.retry_after_s);
    return () => {
      alive.current = false;
    };
  }, [challenge, start]);

  const refuse = (resultCode: number, serverMessage: string) => {
    setSuccess(null);
    setError(codeMessage(DEVICE_VERIFICATION_CODE_MESSAGES, resultCode, serverMessage));
    if (DEAD_CODES.includes(resultCode)) setDead(true);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || dead) return;
    const checked = checkForm(DeviceCodeFormSchema, { code });
    if (!checked.ok) {
      setFieldError(checked.errors.code ?? null);
      codeRef.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const result = await verifyDevice(api, { member_login_id: challenge.member_login_id, code: checked.output.code });
      if (!alive.current) return;
      if (result.success) onLoginAnswer(account, result.data);
      else {
        refuse(result.code, result.message);
        setCode('');
        codeRef.current?.focus();
      }
    } catch (err) {
      if (alive.current && !isAborted(err)) setError(transportErrorMessage(err));
    } finally {
      if (alive.current) setBusy(false);
    }
  }

  async function resend() {
    if (busy || dead || countdown.remaining > 0) return;
    setBusy(true);
    try {
      const result = await sendDeviceCode(api, challenge.member_login_id);
      if (!alive.current) return;
      if (result.success) {
        setSentTo({ channel: result.data.channel, masked_to: result.data.masked_to });
        countdown.start(result.data.retry_after_s);
        setError(null);
        setSuccess({ key: 'device.resent' });
      } else {
        if (result.code === DEVICE_VERIFICATION_CODE.resendTooSoon && result.data) countdown.start(result.data.retry_after_s);
        refuse(result.code, result.message);
      }
    } catch (err) {
      if (alive.current && !isAborted(err)) setError(transportErrorMessage(err));
    } finally {
      if (alive.current) setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('device.title')} initialFocusRef={codeRef} className="mf-auth-modal">
      <form noValidate onSubmit={onSubmit} className="mf-auth-login">
        <p>{t(sentTo.channel === 'sms' ? 'device.sent_sms' : 'device.sent_email', { to: sentTo.masked_to })}</p>
        <TextField
          label={t('device.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          required
          inputRef={codeRef}
          error={fieldError ? t(fieldError) : null}
          onChange={(e) => {
            setCode(e.target.value);
            if (fieldError) setFieldError(null);
          }}
        />
        <FormAlert error={error} success={success} />
        {dead ? (
          <button type="button" className="cr-button cr-button--primary" onClick={onLoginAgain}>
            {t('flow.login_again')}
          </button>
        ) : (
          <>
            <button type="submit" className="cr-button cr-button--primary" disabled={busy}>
              {t('device.submit')}
            </button>
            <button
              type="button"
              className="cr-button"
              aria-disabled={busy || countdown.remaining > 0}
              onClick={() => void resend()}
            >
              {countdown.remaining > 0 ? t('flow.resend_in', { seconds: countdown.remaining }) : t('flow.resend')}
            </button>
          </>
        )}
      </form>
    </Modal>
  );
}
