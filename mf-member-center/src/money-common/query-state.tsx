// What a page shows while its data loads or after the call failed (with Try again).
import { useTranslation } from 'react-i18next';
import { RetryNotice } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { failureText } from './cashier-message.js';

export function Loading() {
  const { t } = useTranslation(NAMESPACE);
  return <p role="status">{t('loading', { ns: 'common' })}</p>;
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation(NAMESPACE);
  return <RetryNotice message={failureText(t, error)} retryLabel={t('retry', { ns: 'common' })} onRetry={onRetry} />;
}
