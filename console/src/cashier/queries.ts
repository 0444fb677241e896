import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../api/context.js';
import type { OrderPage } from '../api/types.js';
import { ordersQuery, type OrderFilters } from './cashier-query.js';

export const ordersKey = (siteId: string) => ['orders', siteId] as const;

/** The site's orders the filters pick, a page at a time ("Load more"). */
export function useOrders(siteId: string, filters: OrderFilters) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...ordersKey(siteId), filters],
    queryFn: ({ pageParam }) =>
      api.get<OrderPage>(`/sites/${encodeURIComponent(siteId)}/orders`, ordersQuery(filters, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_after_id ?? last.next_before_id ?? null,
  });
}

/** After a decision: the queue and whatever the member page shows of the site's members. */
export async function refreshAfterDecision(queryClient: QueryClient, siteId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKey(siteId) }),
    queryClient.invalidateQueries({ queryKey: ['members', siteId] }),
  ]);
}
