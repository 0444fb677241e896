// Forgot password by SMS: the account and its phone get a 6-digit code (another only after the
// 300 s countdown, spec 01 §4), the code is verified for a token, then the new password is set
// (6 to 12, equal to its confirmation). The login form takes over with a success message.
// The code step's rules are the api's own (ForgotPasswordVerifyPayloadSchema).
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  FORGOT_PASSWORD_CODE,
  Modal,
  SmsCode,
  FormAlert,
  TextField,
  useCountdown,
  isAborted,
  transportErrorMessage,
  type Message,
} from '@croupier/shared';
import { ForgotPasswordVerifyPayloadSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { NewPasswordFields, useNewPasswordForm } from '../form/index.js';
import { NAMESPACE } from '../i18n.js';
import { useResetForgottenPassword } from './api/reset-forgotten-password.js';
import { useSendForgotPasswordSms } from './api/send-forgot-password-sms.js';
import { useVerifyForgotPasswordCode } from './api/verify-forgot-password-code.js';
import { forgotPasswordMessage } from '../code-messages.js';

export const CodeStepSchema = v.pick(ForgotPasswordVerifyPayloadSchema, ['account', 'member_phone', 'code']);

export interface ForgotPasswordModalProps {
  siteId: string;
  account: string;
  onClose(): void;
  onPasswordChanged(): void;
}

export function ForgotPasswordModal({ siteId, account, onClose, onPasswordChanged }: ForgotPasswordModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const codeForm = useAppForm(CodeStepSchema, { account, member_phone: '', code: '' }, { ns: NAMESPACE });
  const resetForm = useNewPasswordForm();
  const sms = useSendForgotPasswordSms();
  const verify = useVerifyForgotPasswordCode();
  const reset = useResetForgottenPassword();
  const countdown = useCountdown();
  // A verified code's token leads to the reset step; forgetting it (verify.reset()) leads back.
  const token = verify.data?.success ? verify.data.data.token : null;
  const busy = sms.isPending || verify.isPending || reset.isPending;
  const transport = (alert: (message: Message) => void) => (err: unknown) => {
    if (!isAborted(err)) alert(transportErrorMessage(err));
  };

  const sendCode = async () => {
    if (busy || countdown.remaining > 0) return;
    if (!(await codeForm.trigger(['account', 'member_phone'], { shouldFocus: true }))) return;
    codeForm.clearAlert();
    const { account: who, member_phone } = codeForm.getValues();
    sms.mutate(
      { site_id: siteId, account: who.trim(), member_phone: member_phone.trim() },
      {
        onSuccess: (answer) => {
          if (answer.success || answer.code === SmsCode.rateLimited) countdown.start(answer.data?.retry_after_s ?? 0);
          if (answer.success) codeForm.setFocus('code');
          else codeForm.alert(forgotPasswordMessage('sms', answer.code, answer.message));
        },
        onError: transport(codeForm.alert),
      },
    );
  };

  const onVerify = codeForm.submit((values) => {
    sms.reset();
    verify.mutate(
      { site_id: siteId, ...values },
      {
        onSuccess: (answer) => {
          if (!answer.success) codeForm.alert(forgotPasswordMessage('verify', answer.code, answer.message));
        },
        onError: transport(codeForm.alert),
      },
    );
  });

  const onReset = resetForm.submit(({ password }) => {
    if (!token) return;
    reset.mutate(
      { site_id: siteId, account: codeForm.getValues('account').trim(), token, password },
      {
        onSuccess: (answer) => {
          if (answer.success) return onPasswordChanged();
          const message = forgotPasswordMessage('reset', answer.code, answer.message);
          if (answer.code !== FORGOT_PASSWORD_CODE.tokenInvalid) return resetForm.alert(message);
          // The token is no good any more: start over with a new code.
          codeForm.alert(message);
          verify.reset();
        },
        onError: transport(resetForm.alert),
      },
    );
  });

  return (
    <Modal open onClose={onClose} title={t('forgot.title')} className="mf-auth-modal">
      {token === null ? (
        <form noValidate onSubmit={onVerify} className="mf-auth-login">
          <p>{t('forgot.intro')}</p>
          <TextField
            classPrefix="mf-auth-field"
            label={t('login.account')}
            autoComplete="username"
            required
            {...codeForm.field('account')}
          />
          <TextField
            classPrefix="mf-auth-field"
            label={t('forgot.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            {...codeForm.field('member_phone')}
          />
          <TextField
            classPrefix="mf-auth-field"
            label={t('forgot.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            {...codeForm.field('code')}
          >
            <button
              type="button"
              className="cr-button"
              aria-disabled={busy || countdown.remaining > 0}
              onClick={() => void sendCode()}
            >
              {countdown.remaining > 0 ? t('flow.resend_in', { seconds: countdown.remaining }) : t('forgot.send_code')}
            </button>
          </TextField>
          <FormAlert
            classPrefix="mf-auth-login"
            error={codeForm.alertText}
            success={sms.data?.success ? t('forgot.sent') : null}
          />
          <button type="submit" className="cr-button cr-button--primary" disabled={busy}>
            {t('forgot.next')}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={onReset} className="mf-auth-login">
          <p>{t('forgot.reset_intro')}</p>
          <NewPasswordFields form={resetForm} />
          <FormAlert classPrefix="mf-auth-login" error={resetForm.alertText} />
          <button type="submit" className="cr-button cr-button--primary" disabled={busy}>
            {t('new_password.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
