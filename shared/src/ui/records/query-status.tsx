// A query that has no data yet: the loading line (role=status), or why it failed with a button
// that tries again. The words are the caller's; a failure says the server's message, a transport
// failure the common namespace's (requestTimeout, networkError), else the caller's `failed`.
import type { UseQueryResult } from '@tanstack/react-query';
import { useInsertionEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage, renderMessage } from '../../form/message.js';
import { COMMON_NAMESPACE } from '../../i18n/resources.js';
import { ensureRecordStyles } from './records-styles.js';

export interface QueryStatusLabels {
  loading: string;
  retry: string;
  /** When the failure carries no message of its own. */
  failed: string;
}

export function Loading({ label }: { label: string }) {
  useInsertionEffect(() => ensureRecordStyles(), []);
  return (
    <p role="status" className="cr-muted">
      {label}
    </p>
  );
}

export function QueryStatus({
  query,
  labels,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'>;
  labels: QueryStatusLabels;
}) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  useInsertionEffect(() => ensureRecordStyles(), []);
  if (!query.isError) return <Loading label={labels.loading} />;
  return (
    <div role="alert" className="cr-status">
      <p>{renderMessage(t, failureMessage(query.error, { text: labels.failed }))}</p>
      <button type="button" className="cr-button" aria-disabled={query.isFetching} onClick={() => void query.refetch()}>
        {labels.retry}
      </button>
    </div>
  );
}
