// POST /arks/web/recommend/record (DateRangePage) -> the rewards earned per referred member, a
// page at a time, with the total over the whole range.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type DateRangePage,
  type RecommendRecordList,
} from '@croupier/shared';
import { memberKeys } from '../../query-keys.js';

export async function fetchRecommendRecord(api: ApiClient, payload: DateRangePage): Promise<RecommendRecordList> {
  return expectSuccess(await api.post<RecommendRecordList>('/arks/web/recommend/record', payload));
}

export const recommendRecordQuery = (api: ApiClient, payload: DateRangePage) =>
  queryOptions({
    queryKey: memberKeys.recommendRecord(payload),
    queryFn: () => fetchRecommendRecord(api, payload),
    placeholderData: keepPreviousData,
  });

export function useRecommendRecord(payload: DateRangePage) {
  const { api } = useRemoteProps();
  return useQuery(recommendRecordQuery(api, payload));
}
