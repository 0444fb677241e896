// The line under a form where its outcome is said: a problem (role=alert, read at once) or a
// success (role=status). Both are always rendered so a message never moves the buttons.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { renderMessage, type Message } from '../message.js';

export function FormAlert({ error, success }: { error: Message | null; success?: Message | null }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <p role="status" className="mf-auth-login__notice">
        {!error && success ? renderMessage(t, success) : null}
      </p>
      <div role="alert" className="mf-auth-login__error">
        {error ? renderMessage(t, error) : null}
      </div>
    </>
  );
}
