import { RetryNotice } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/shell-namespace.js';

/** Stands in for a remote that is down, too slow or threw; the rest of the page keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return <RetryNotice message={t('remote.loadFailed')} retryLabel={t('remote.retry')} onRetry={onRetry} />;
}

/** A remote built against a contract this shell does not provide is not mounted at all. */
export function ContractMismatch({ remoteContract, hostContract }: { remoteContract: string; hostContract: string }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div role="alert" className="cr-shell-remote-fallback">
      <p>{t('remote.contractMismatch', { remote: remoteContract, host: hostContract })}</p>
    </div>
  );
}

export function RemoteLoading() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div role="status" className="cr-shell-remote-loading">
      {t('remote.loading')}
    </div>
  );
}
