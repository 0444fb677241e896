// POST /arks/web/recommend/members (DateRangePage & { member_account }) -> the members the
// member referred, registered in the range, whose account contains the text searched.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type RecommendMemberList,
  type RecommendMemberSearchPayload,
} from '@croupier/shared';
import { memberKeys } from '../../query-keys.js';

export async function fetchRecommendMembers(
  api: ApiClient,
  payload: RecommendMemberSearchPayload,
): Promise<RecommendMemberList> {
  return expectSuccess(await api.post<RecommendMemberList>('/arks/web/recommend/members', payload));
}

export const recommendMembersQuery = (api: ApiClient, payload: RecommendMemberSearchPayload) =>
  queryOptions({
    queryKey: memberKeys.recommendMembers(payload),
    queryFn: () => fetchRecommendMembers(api, payload),
    placeholderData: keepPreviousData,
  });

export function useRecommendMembers(payload: RecommendMemberSearchPayload) {
  const { api } = useRemoteProps();
  return useQuery(recommendMembersQuery(api, payload));
}
