// A query that has no data yet (the shared record kit's QueryStatus with this remote's words):
// "Loading…" (role=status), or why it failed with Try again.
import { QueryStatus as SharedQueryStatus, type QueryStatusLabels } from '@croupier/shared/records';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

export function useStatusLabels(): QueryStatusLabels {
  const { t } = useTranslation(NAMESPACE);
  return { loading: t('status.loading'), retry: t('status.retry'), failed: t('status.failed') };
}

export function Loading() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p role="status" className="mfp-muted">
      {t('status.loading')}
    </p>
  );
}

export function QueryStatus({
  query,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'>;
}) {
  return <SharedQueryStatus query={query} labels={useStatusLabels()} />;
}
