// POST /arks/web/agent/transfer/settings {} -> AgentTransferSettings: the limits, the agent's main
// balance, and whether a withdraw password is set (a transfer needs it).
import { expectSuccess, useRemoteProps, useStore, type AgentTransferSettings, type ApiClient } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentKeys } from '../../query-keys.js';

export async function fetchTransferSettings(api: ApiClient, signal?: AbortSignal): Promise<AgentTransferSettings> {
  return expectSuccess(await api.post<AgentTransferSettings>('/arks/web/agent/transfer/settings', {}, { signal }));
}

export const transferSettingsQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: agentKeys.transferSettings(memberId),
    queryFn: ({ signal }) => fetchTransferSettings(api, signal),
  });

export function useTransferSettings() {
  const { api, stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => s.member_id);
  return useQuery(transferSettingsQuery(api, memberId));
}
