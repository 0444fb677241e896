// POST /arks/web/agent-level-rename { site_id } -> data.detail (spec 02 §6, §7): the brand's name
// of each agent level, in the request language. Asked only for a member whose member_type is not
// 1 (spec 02 §6: "Any other type triggers loading agent level names"): the session's type, or the
// member layout's — fresher: an application approved since the login (profile.updated reloads the
// layout), or a link login that carried no member_type.
import {
  expectSuccess,
  useMemberLayout,
  useRemoteProps,
  useStore,
  type AgentLevelName,
  type AgentLevelRename,
  type ApiClient,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentKeys } from '../../query-keys.js';

export async function fetchLevelNames(api: ApiClient, siteId: string, signal?: AbortSignal): Promise<AgentLevelName[]> {
  return expectSuccess(
    await api.post<AgentLevelRename>('/arks/web/agent-level-rename', { site_id: siteId }, { signal }),
  ).detail;
}

export const levelNamesQuery = (api: ApiClient, siteId: string, language: string) =>
  queryOptions({
    queryKey: agentKeys.levelNames(siteId, language),
    queryFn: ({ signal }) => fetchLevelNames(api, siteId, signal),
    staleTime: Infinity,
  });

export function useLevelNames() {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const language = useStore(stores.ui, (s) => s.language);
  const sessionType = useStore(stores.session, (s) => s.member_type);
  const layoutType = useMemberLayout().data?.member_type;
  const enabled = [sessionType, layoutType].some((type) => type !== null && type !== undefined && type !== 1);
  return useQuery({ ...levelNamesQuery(api, siteId, language), enabled });
}
