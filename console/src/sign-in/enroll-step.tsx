// First sign-in: the operator adds the console to an authenticator app (the QR code, or the
// secret typed in) and proves it with a first code.
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { SecondFactorAnswer } from '../api/types.js';
import { CopyButton } from '../ui/copy-button.js';
import { CodeStep } from './code-step.js';

/** The base32 secret in groups of four, as authenticator apps show it. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

interface Props {
  secret: string;
  otpauthUri: string;
  onAnswer: (answer: SecondFactorAnswer) => void;
  onExpired: () => void;
}

export function EnrollStep({ secret, otpauthUri, onAnswer, onExpired }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sign-in-step">
      <h2 id="sign-in-step" tabIndex={-1}>
        {t('signIn.enrollTitle')}
      </h2>
      <p>{t('signIn.enrollIntro')}</p>
      <div className="enroll__qr">
        <QRCodeSVG value={otpauthUri} size={192} marginSize={2} title={t('signIn.qrTitle')} role="img" />
      </div>
      <p id="enroll-secret-label">{t('signIn.secretLabel')}</p>
      <p className="enroll__secret">
        <code aria-labelledby="enroll-secret-label">{groupSecret(secret)}</code>{' '}
        <CopyButton text={secret} label={t('signIn.copySecret')} />
      </p>
      <details className="enroll__uri">
        <summary>{t('signIn.uriLabel')}</summary>
        <code>{otpauthUri}</code>
      </details>
      <p>{t('signIn.enrollCode')}</p>
      <CodeStep onAnswer={onAnswer} onExpired={onExpired} allowRecovery={false} />
    </section>
  );
}
