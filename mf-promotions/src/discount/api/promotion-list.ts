// POST /arks/web/promotion/list { site_id, currency } -> the categories and the running and coming
// promotions of the currency (public). The category filter is applied on the page: one call
// serves every category.
import {
  expectSuccess,
  useRemoteProps,
  useStore,
  type ApiClient,
  type PromotionList,
  type PromotionListPayload,
} from '@croupier/shared';
import { useQuery } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';
import { usePageCurrency } from '../../use-page-currency.js';

export async function fetchPromotionList(
  api: ApiClient,
  payload: PromotionListPayload,
  signal?: AbortSignal,
): Promise<PromotionList> {
  return expectSuccess(await api.post<PromotionList>('/arks/web/promotion/list', payload, { signal }));
}

export function usePromotionList() {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const language = useStore(stores.ui, (s) => s.language);
  const currency = usePageCurrency();
  return useQuery({
    queryKey: promotionsKeys.promotions(siteId, currency ?? '', language),
    queryFn: ({ signal }) => fetchPromotionList(api, { site_id: siteId, currency: currency ?? '' }, signal),
    enabled: currency !== null,
  });
}
