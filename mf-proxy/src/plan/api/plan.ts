// POST /arks/web/agent/plan { site_id, currency } -> AgentPlan: the brand's commission tiers for a
// currency, the active-member rule and the settlement period. Public (guests read it too).
import { expectSuccess, useRemoteProps, useStore, type AgentPlan, type ApiClient } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentKeys } from '../../query-keys.js';

export async function fetchPlan(
  api: ApiClient,
  siteId: string,
  currency: string,
  signal?: AbortSignal,
): Promise<AgentPlan> {
  return expectSuccess(await api.post<AgentPlan>('/arks/web/agent/plan', { site_id: siteId, currency }, { signal }));
}

export const planQuery = (api: ApiClient, siteId: string, currency: string) =>
  queryOptions({
    queryKey: agentKeys.plan(siteId, currency),
    queryFn: ({ signal }) => fetchPlan(api, siteId, currency, signal),
  });

export function usePlan(currency: string) {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  return useQuery({ ...planQuery(api, siteId, currency), enabled: currency !== '' });
}
