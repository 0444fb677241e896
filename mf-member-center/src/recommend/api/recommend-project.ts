// POST /arks/web/recommend/project { site_id } -> the member's recommend code, the brand's rules
// (HTML) and the reward rate and cap.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess, useRemoteProps, useStore, type ApiClient, type RecommendProject } from '@croupier/shared';
import { memberKeys } from '../../query-keys.js';

export async function fetchRecommendProject(api: ApiClient, siteId: string): Promise<RecommendProject> {
  return expectSuccess(await api.post<RecommendProject>('/arks/web/recommend/project', { site_id: siteId }));
}

export const recommendProjectQuery = (api: ApiClient, siteId: string) =>
  queryOptions({ queryKey: memberKeys.recommendProject(siteId), queryFn: () => fetchRecommendProject(api, siteId) });

export function useRecommendProject() {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  return useQuery(recommendProjectQuery(api, siteId));
}
