// POST /arks/web/promotion/detail { site_id, id } -> one promotion with its rules and, for a member,
// the member's status on it. PromotionCode.notFound (101) is an answer here (the page says "not
// found"), not a failure to retry.
import {
  PromotionCode,
  expectSuccess,
  useRemoteProps,
  useStore,
  type ApiClient,
  type PromotionDetail,
  type PromotionDetailPayload,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';

/** null: no such promotion running (101). */
export async function fetchPromotionDetail(
  api: ApiClient,
  payload: PromotionDetailPayload,
  signal?: AbortSignal,
): Promise<PromotionDetail | null> {
  const result = await api.post<PromotionDetail>('/arks/web/promotion/detail', payload, { signal });
  if (!result.success && result.code === PromotionCode.notFound) return null;
  return expectSuccess(result);
}

export function usePromotionDetailQuery(id: number) {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const language = useStore(stores.ui, (s) => s.language);
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  return queryOptions({
    queryKey: promotionsKeys.promotion(memberId, siteId, id, language),
    queryFn: ({ signal }) => fetchPromotionDetail(api, { site_id: siteId, id }, signal),
  });
}

export function usePromotionDetail(id: number) {
  return useQuery(usePromotionDetailQuery(id));
}
