// What a list shows instead of its games: a skeleton of the grid's own shape while loading (so
// the page does not jump when the games arrive; aria-busy, so the shell keeps the page's first
// paint over it until the games are in), an error with a retry, or a short notice.
import { RetryNotice } from '@croupier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function GridSkeleton({ cards = 8 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="mfg-visually-hidden">{t('lists.loading')}</span>
      <ul className="mfg-grid mfg-skeleton" aria-hidden="true" aria-busy="true">
        {Array.from({ length: cards }, (_, i) => (
          <li key={i} className="mfg-card">
            <span className="mfg-card__open">
              <span className="mfg-thumb" />
              <span className="mfg-card__name" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return <RetryNotice message={t('lists.load_failed')} retryLabel={t('lists.retry')} onRetry={onRetry} />;
}

export function Notice({ children }: { children: ReactNode }) {
  return <div className="mfg-notice">{children}</div>;
}

/** The usual three states of a query-backed list, then its content. */
export function QueryState({
  query,
  children,
  cards,
}: {
  query: { isPending: boolean; isError: boolean; refetch(): unknown; fetchStatus: string };
  children: ReactNode;
  cards?: number;
}) {
  if (query.isPending) return query.fetchStatus === 'idle' ? null : <GridSkeleton cards={cards} />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <>{children}</>;
}
