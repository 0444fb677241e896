// A news query with no data yet: the shared QueryStatus (loading, or the failure with Try again)
// in mf-promotions' words.
import { QueryStatus, type QueryStatusLabels } from '@croupier/shared/records';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

export function NewsStatus({ query }: { query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'> }) {
  const { t } = useTranslation(NAMESPACE);
  const labels: QueryStatusLabels = { loading: t('news.loading'), retry: t('news.retry'), failed: t('news.failed') };
  return <QueryStatus query={query} labels={labels} />;
}
