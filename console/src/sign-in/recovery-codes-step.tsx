// Shown once, right after enrollment: the codes that stand for the authenticator app when it is
// lost. The operator goes on only after saying they are saved.
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../ui/copy-button.js';

export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sign-in-step">
      <h2 id="sign-in-step" tabIndex={-1}>
        {t('signIn.recoveryCodesTitle')}
      </h2>
      <p>{t('signIn.recoveryCodesIntro')}</p>
      <ul className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <CopyButton text={codes.join('\n')} label={t('signIn.copyRecoveryCodes')} />
      </p>
      <button type="button" className="button button--primary" onClick={onDone}>
        {t('signIn.recoveryCodesSaved')}
      </button>
    </section>
  );
}
