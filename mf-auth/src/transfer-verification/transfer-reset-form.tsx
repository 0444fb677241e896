// Step 2 of the transfer verification: the new password (6 to 12, equal to its confirmation; the
// shared NewPasswordFormSchema) sent with the token of step 1 (POST /arks/web/vx/reset).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiClient } from '@croupier/shared';
import { transferReset } from '../api/transfer-reset.js';
import { NAMESPACE } from '../i18n.js';
import { isAborted, transportErrorMessage, type Message } from '../message.js';
import { FormAlert } from '../login/form-alert.js';
import { NewPasswordFields, useNewPassword } from '../login/new-password-fields.js';
import { isVerifyAgainCode, transferMessage } from './transfer-message.js';

export interface TransferResetFormProps {
  api: ApiClient;
  siteId: string;
  account: string;
  token: string;
  onDone(): void;
  /** The token is no good any more: back to step 1 with this message. */
  onVerifyAgain(message: Message): void;
}

export function TransferResetForm({ api, siteId, account, token, onDone, onVerifyAgain }: TransferResetFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const fields = useNewPassword();
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const password = fields.validate();
    if (password === null) return;
    setBusy(true);
    setError(null);
    try {
      const result = await transferReset(api, { site_id: siteId, account, password, token });
      if (!alive.current) return;
      if (result.success) onDone();
      else if (isVerifyAgainCode('reset', result.code)) onVerifyAgain(transferMessage('reset', result.code, result.message));
      else setError(transferMessage('reset', result.code, result.message));
    } catch (err) {
      if (alive.current && !isAborted(err)) setError(transportErrorMessage(err));
    } finally {
      if (alive.current) setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mf-auth-login">
      <p>{t('transfer.reset_intro', { account })}</p>
      <NewPasswordFields state={fields} />
      <FormAlert error={error} />
      <button type="submit" className="cr-button cr-button--primary" disabled={busy}>
        {t('new_password.submit')}
      </button>
    </form>
  );
}
