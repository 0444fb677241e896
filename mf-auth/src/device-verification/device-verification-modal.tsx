// Login code 107 (spec 01 §8): the device is new. A code went to the member's phone or email;
// typing it here completes the login (or leads to the double-validation question). Another code
// can be asked for once the resend countdown (SMS_COUNTDOWN_S) has run out.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  DEVICE_VERIFICATION_CODE,
  Modal,
  type DeviceVerificationChallenge,
  type LoginAnswer,
  FormAlert,
  TextField,
  useCountdown,
  isAborted,
  transportErrorMessage,
  type Message,
} from '@croupier/shared';
import { useSiteTimezone } from '@croupier/shared/dates';
import { DeviceVerifyPayloadSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { NAMESPACE } from '../i18n.js';
import { useSendDeviceCode } from './api/send-device-code.js';
import { useVerifyDevice } from './api/verify-device.js';
import { deviceVerificationMessage, exclusionMessage, isDeviceAttemptOver, isExclusionCode } from '../code-messages.js';
import { ExclusionHelp } from '../login/index.js';

/** The code as the api checks it: required, then 6 digits. */
export const DeviceCodeSchema = v.pick(DeviceVerifyPayloadSchema, ['code']);

export interface DeviceVerificationModalProps {
  account: string;
  challenge: DeviceVerificationChallenge;
  onLoginAnswer(account: string, answer: LoginAnswer): void;
  /** Back to the login form (the attempt expired). */
  onLoginAgain(): void;
  onClose(): void;
}

export function DeviceVerificationModal({
  account,
  challenge,
  onLoginAnswer,
  onLoginAgain,
  onClose,
}: DeviceVerificationModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useAppForm(DeviceCodeSchema, { code: '' }, { ns: NAMESPACE });
  const verify = useVerifyDevice();
  const send = useSendDeviceCode();
  const countdown = useCountdown();
  const codeRef = useRef<HTMLInputElement | null>(null);
  const zone = useSiteTimezone();

  const { start } = countdown;
  useEffect(() => start(challenge.retry_after_s), [challenge, start]);

  const sentTo = send.data?.success ? send.data.data : challenge;
  const over = [verify.data, send.data].some((answer) => answer && !answer.success && isDeviceAttemptOver(answer.code));
  const busy = verify.isPending || send.isPending;
  // A time-out or self-exclusion (604/605) refused the login at this step.
  const excluded = verify.data !== undefined && !verify.data.success && isExclusionCode(verify.data.code);
  const failed = (message: Message) => form.alert(message);
  const transport = (err: unknown) => {
    if (!isAborted(err)) failed(transportErrorMessage(err));
  };

  const onSubmit = form.submit(({ code }) =>
    verify.mutate(
      { member_login_id: challenge.member_login_id, code },
      {
        onSuccess: (answer) => {
          if (answer.success) return onLoginAnswer(account, answer.data);
          failed(
            exclusionMessage(answer.code, answer.data, answer.message, zone) ??
              deviceVerificationMessage(answer.code, answer.message),
          );
          form.setValue('code', '');
          form.setFocus('code');
        },
        onError: transport,
      },
    ),
  );

  const resend = () => {
    // aria-disabled leaves the button clickable: it says no here.
    if (busy || countdown.remaining > 0) return;
    send.mutate(challenge.member_login_id, {
      onSuccess: (answer) => {
        if (answer.success) {
          countdown.start(answer.data.retry_after_s);
          form.clearAlert();
          return;
        }
        if (answer.code === DEVICE_VERIFICATION_CODE.resendTooSoon && answer.data)
          countdown.start(answer.data.retry_after_s);
        failed(deviceVerificationMessage(answer.code, answer.message));
      },
      onError: transport,
    });
  };

  const code = form.field('code');
  return (
    <Modal open onClose={onClose} title={t('device.title')} initialFocusRef={codeRef} className="mf-auth-modal">
      <form noValidate onSubmit={onSubmit} className="mf-auth-login">
        <p>{t(sentTo.channel === 'sms' ? 'device.sent_sms' : 'device.sent_email', { to: sentTo.masked_to })}</p>
        <TextField
          classPrefix="mf-auth-field"
          label={t('device.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          {...code}
          ref={(el) => {
            code.ref(el);
            codeRef.current = el;
          }}
        />
        <FormAlert
          classPrefix="mf-auth-login"
          error={form.alertText}
          success={send.data?.success ? t('device.resent') : null}
        />
        {excluded ? <ExclusionHelp onLeave={onClose} /> : null}
        {over ? (
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
              onClick={resend}
            >
              {countdown.remaining > 0 ? t('flow.resend_in', { seconds: countdown.remaining }) : t('flow.resend')}
            </button>
          </>
        )}
      </form>
    </Modal>
  );
}
