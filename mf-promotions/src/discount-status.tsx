// The promotions pages' words for a query without data yet (shared QueryStatus): loading, or why
// it failed with Try again.
import { QueryStatus, type QueryStatusLabels } from '@croupier/shared/records';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './i18n.js';

export function useDiscountStatusLabels(): QueryStatusLabels {
  const { t } = useTranslation(NAMESPACE);
  return {
    loading: t('discount.status.loading'),
    retry: t('discount.status.retry'),
    failed: t('discount.status.failed'),
  };
}

export function DiscountQueryStatus({
  query,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'>;
}) {
  return <QueryStatus query={query} labels={useDiscountStatusLabels()} />;
}
