// POST /arks/web/cash_surplus/check { site_id, currency } -> { active }: whether the daily sign-in
// (paid as cash surplus) is on for the currency (public).
import {
  expectSuccess,
  useRemoteProps,
  useStore,
  type ApiClient,
  type CashSurplusCheck,
  type CashSurplusCheckPayload,
} from '@croupier/shared';
import { useQuery } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';
import { usePageCurrency } from '../../use-page-currency.js';

export async function fetchCashSurplusCheck(
  api: ApiClient,
  payload: CashSurplusCheckPayload,
  signal?: AbortSignal,
): Promise<CashSurplusCheck> {
  return expectSuccess(await api.post<CashSurplusCheck>('/arks/web/cash_surplus/check', payload, { signal }));
}

/** True when the sign-in is on for the page's currency; false while unknown or on a failure (nothing is shown). */
export function useSigninActive(): boolean {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const currency = usePageCurrency();
  const query = useQuery({
    queryKey: promotionsKeys.cashSurplus(siteId, currency ?? ''),
    queryFn: ({ signal }) => fetchCashSurplusCheck(api, { site_id: siteId, currency: currency ?? '' }, signal),
    enabled: currency !== null,
  });
  return query.data?.active === 1;
}
