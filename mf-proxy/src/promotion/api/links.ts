// POST /arks/web/agent/links {} -> PromotionLinks: the agent's registration link per site domain
// (id= the agent's code) with its visits and registrations. Agent centre (AgentCode.notAgent 301).
import { expectSuccess, useRemoteProps, useStore, type ApiClient, type PromotionLinks } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentKeys } from '../../query-keys.js';

export async function fetchLinks(api: ApiClient, signal?: AbortSignal): Promise<PromotionLinks> {
  return expectSuccess(await api.post<PromotionLinks>('/arks/web/agent/links', {}, { signal }));
}

export const linksQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({ queryKey: agentKeys.links(memberId), queryFn: ({ signal }) => fetchLinks(api, signal) });

export function useLinks() {
  const { api, stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => s.member_id);
  return useQuery(linksQuery(api, memberId));
}
