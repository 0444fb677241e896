// Step 2 of the transfer verification: the new password (NewPasswordFields) sent with the token
// of step 1 (POST /arks/web/vx/reset).
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, useNewPasswordForm } from '../form/index.js';
import { NAMESPACE } from '../i18n.js';
import { useTransferReset } from './api/transfer-reset.js';
import { isVerifyAgainCode, transferMessage } from '../code-messages.js';
import { FormAlert, isAborted, transportErrorMessage, type Message } from '@croupier/shared';

export interface TransferResetFormProps {
  siteId: string;
  account: string;
  token: string;
  onDone(): void;
  /** The token is no good any more: back to step 1 with this message. */
  onVerifyAgain(message: Message): void;
}

export function TransferResetForm({ siteId, account, token, onDone, onVerifyAgain }: TransferResetFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useNewPasswordForm();
  const reset = useTransferReset();

  const onSubmit = form.submit(({ password }) =>
    reset.mutate(
      { site_id: siteId, account, password, token },
      {
        onSuccess: (answer) => {
          if (answer.success) return onDone();
          const message = transferMessage('reset', answer.code, answer.message);
          if (isVerifyAgainCode('reset', answer.code)) onVerifyAgain(message);
          else form.alert(message);
        },
        onError: (err) => {
          if (!isAborted(err)) form.alert(transportErrorMessage(err));
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mf-auth-login">
      <p>{t('transfer.reset_intro', { account })}</p>
      <NewPasswordFields form={form} />
      <FormAlert classPrefix="mf-auth-login" error={form.alertText} />
      <button type="submit" className="cr-button cr-button--primary" disabled={reset.isPending}>
        {t('new_password.submit')}
      </button>
    </form>
  );
}
