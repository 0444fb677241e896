// POST /arks/web/member/responsible_gaming/history {} -> RgChange[], newest first (at most
// the api's RG_HISTORY_LIMIT): every change with its time.
import { expectSuccess, useRemoteProps, type ApiClient, type RgChange } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';
import { RG_PATH, useMemberId } from './state.js';

export async function fetchRgHistory(api: ApiClient, signal?: AbortSignal): Promise<RgChange[]> {
  return expectSuccess(await api.post<RgChange[]>(`${RG_PATH}/history`, {}, { signal }));
}

export const rgHistoryQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    queryKey: memberKeys.responsibleGamingHistory(memberId),
    queryFn: ({ signal }) => fetchRgHistory(api, signal),
  });

export function useRgHistory() {
  const { api } = useRemoteProps();
  const memberId = useMemberId();
  return useQuery({ ...rgHistoryQuery(api, memberId), enabled: memberId !== null });
}
