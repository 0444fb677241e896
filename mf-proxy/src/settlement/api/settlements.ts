// POST /arks/web/agent/settlements { page, count } -> one settlement per month (site zone), newest
// first, from the agent's first month to the current one.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess, useRemoteProps, type ApiClient, type SettlementList } from '@croupier/shared';
import { agentKeys } from '../../query-keys.js';
import { useMemberId } from '../../records/index.js';

export interface SettlementsPayload {
  page: number;
  count: number;
}

export async function fetchSettlements(api: ApiClient, payload: SettlementsPayload): Promise<SettlementList> {
  return expectSuccess(await api.post<SettlementList>('/arks/web/agent/settlements', payload));
}

export const settlementsQuery = (api: ApiClient, memberId: number | null, payload: SettlementsPayload) =>
  queryOptions({
    queryKey: agentKeys.settlements(memberId, payload),
    queryFn: () => fetchSettlements(api, payload),
    placeholderData: keepPreviousData,
  });

export function useSettlements(payload: SettlementsPayload) {
  const { api } = useRemoteProps();
  return useQuery(settlementsQuery(api, useMemberId(), payload));
}
