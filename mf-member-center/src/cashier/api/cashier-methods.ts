// POST /arks/web/cashier/methods { currency } -> the deposit and withdrawal methods of the
// member's currency, each with its limits and quick-pick amounts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess, useRemoteProps, type ApiClient, type CashierMethods } from '@croupier/shared';
import { memberKeys } from '../../query-keys.js';

export async function fetchCashierMethods(api: ApiClient, currency: string): Promise<CashierMethods> {
  return expectSuccess(await api.post<CashierMethods>('/arks/web/cashier/methods', { currency }));
}

export const cashierMethodsQuery = (api: ApiClient, currency: string) =>
  queryOptions({ queryKey: memberKeys.cashierMethods(currency), queryFn: () => fetchCashierMethods(api, currency) });

/** Nothing is asked while `currency` is '' (a guest). */
export function useCashierMethods(currency: string) {
  const { api } = useRemoteProps();
  return useQuery({ ...cashierMethodsQuery(api, currency), enabled: currency !== '' });
}
