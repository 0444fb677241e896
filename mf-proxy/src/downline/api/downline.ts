// POST /arks/web/agent/downline (DownlinePayload) -> the direct members of the agent (or of a
// sub-agent in its downline) registered in the range, newest first, a page at a time, with the
// path from the agent down for the breadcrumb.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type DownlineList,
  type DownlinePayload,
} from '@croupier/shared';
import { agentKeys } from '../../query-keys.js';
import { useMemberId } from '../../records/index.js';

export async function fetchDownline(api: ApiClient, payload: DownlinePayload): Promise<DownlineList> {
  return expectSuccess(await api.post<DownlineList>('/arks/web/agent/downline', payload));
}

export const downlineQuery = (api: ApiClient, memberId: number | null, payload: DownlinePayload) =>
  queryOptions({
    queryKey: agentKeys.downline(memberId, payload),
    queryFn: () => fetchDownline(api, payload),
    placeholderData: keepPreviousData,
  });

export function useDownline(payload: DownlinePayload) {
  const { api } = useRemoteProps();
  return useQuery(downlineQuery(api, useMemberId(), payload));
}
