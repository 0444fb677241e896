// A query that has no data yet: "Loading…" (role=status), or why it failed with Try again.
import { failureMessage, renderMessage } from '@croupier/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

export function Loading() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p role="status" className="mfp-muted">
      {t('status.loading')}
    </p>
  );
}

export function QueryStatus({ query }: { query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'> }) {
  const { t } = useTranslation(NAMESPACE);
  if (!query.isError) return <Loading />;
  return (
    <div role="alert" className="mfp-status">
      <p>{renderMessage(t, failureMessage(query.error, { key: 'status.failed' }))}</p>
      <button type="button" className="cr-button" aria-disabled={query.isFetching} onClick={() => void query.refetch()}>
        {t('status.retry')}
      </button>
    </div>
  );
}
