// POST /arks/web/agent/agreement { site_id } -> AgentAgreement: the agent agreement in the request
// language (the client's lang header; English when the brand has none in it). Public.
import { expectSuccess, useRemoteProps, useStore, type AgentAgreement, type ApiClient } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentKeys } from '../../query-keys.js';

export async function fetchAgreement(api: ApiClient, siteId: string, signal?: AbortSignal): Promise<AgentAgreement> {
  return expectSuccess(await api.post<AgentAgreement>('/arks/web/agent/agreement', { site_id: siteId }, { signal }));
}

/** Keyed by the language: a switch asks again, in the new one. */
export const agreementQuery = (api: ApiClient, siteId: string, language: string) =>
  queryOptions({
    queryKey: agentKeys.agreement(siteId, language),
    queryFn: ({ signal }) => fetchAgreement(api, siteId, signal),
  });

export function useAgreement() {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const language = useStore(stores.ui, (s) => s.language);
  return useQuery(agreementQuery(api, siteId, language));
}
