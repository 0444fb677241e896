// Login code 802 (spec 01 §4, §8): the member-transfer verification modal. Verify (returns a
// token), then set a new password with it, then the modal resets and the member logs in anew.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, type Message } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { TransferResetForm } from './transfer-reset-form.js';
import { TransferVerifyForm } from './transfer-verify-form.js';

type Step = { step: 'verify'; error: Message | null } | { step: 'reset'; account: string; token: string };

export interface TransferVerificationModalProps {
  siteId: string;
  account: string;
  onClose(): void;
  /** The new password is set: the modal has reset itself; the login form takes over. */
  onPasswordChanged(): void;
}

export function TransferVerificationModal({
  siteId,
  account,
  onClose,
  onPasswordChanged,
}: TransferVerificationModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<Step>({ step: 'verify', error: null });
  // Each return to step 1 is a fresh form (and a fresh captcha).
  const [round, setRound] = useState(0);

  return (
    <Modal open onClose={onClose} title={t('transfer.title')} className="mf-auth-modal">
      {state.step === 'verify' ? (
        <TransferVerifyForm
          key={round}
          siteId={siteId}
          account={account}
          initialError={state.error}
          onVerified={(verifiedAccount, token) => setState({ step: 'reset', account: verifiedAccount, token })}
          onLeave={onClose}
        />
      ) : (
        <TransferResetForm
          siteId={siteId}
          account={state.account}
          token={state.token}
          onDone={() => {
            setState({ step: 'verify', error: null });
            setRound((r) => r + 1);
            onPasswordChanged();
          }}
          onVerifyAgain={(message) => {
            setState({ step: 'verify', error: message });
            setRound((r) => r + 1);
          }}
        />
      )}
    </Modal>
  );
}
