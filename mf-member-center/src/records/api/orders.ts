// POST /arks/web/cashier/orders (OrderListPayload) -> the member's deposit and withdrawal orders
// of the range, type and status, a page at a time, with the page's totals by type.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess, useRemoteProps, type ApiClient, type OrderList, type OrderListPayload } from '@croupier/shared';
import { memberKeys } from '../../query-keys.js';

export async function fetchOrders(api: ApiClient, payload: OrderListPayload): Promise<OrderList> {
  return expectSuccess(await api.post<OrderList>('/arks/web/cashier/orders', payload));
}

export const ordersQuery = (api: ApiClient, payload: OrderListPayload) =>
  queryOptions({
    queryKey: memberKeys.orders(payload),
    queryFn: () => fetchOrders(api, payload),
    placeholderData: keepPreviousData,
  });

export function useOrders(payload: OrderListPayload) {
  const { api } = useRemoteProps();
  return useQuery(ordersQuery(api, payload));
}
