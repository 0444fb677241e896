// A query that has no data yet: the loading line (role=status), or why it failed with a button
// that tries again. The words are the caller's; a failure says the server's message, a transport
// failure the common namespace's (requestTimeout, networkError), else the caller's `failed`;
// `message`, when given, says it in the caller's words instead (a code the caller knows).
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, failureMessage, renderMessage } from '@croupier/shared';
import '../controls.css';
import './records.css';

export interface QueryStatusLabels {
  loading: string;
  retry: string;
  /** When the failure carries no message of its own. */
  failed: string;
}

export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="cr-muted">
      {label}
    </p>
  );
}

export function QueryStatus({
  query,
  labels,
  message,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'>;
  labels: QueryStatusLabels;
  /** The caller's own words for this failure (a code it knows), instead of the server's. */
  message?: string | null;
}) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  if (!query.isError) return <Loading label={labels.loading} />;
  return (
    <div role="alert" className="cr-status">
      <p>{message || renderMessage(t, failureMessage(query.error, { text: labels.failed }))}</p>
      <button type="button" className="cr-button" aria-disabled={query.isFetching} onClick={() => void query.refetch()}>
        {labels.retry}
      </button>
    </div>
  );
}
