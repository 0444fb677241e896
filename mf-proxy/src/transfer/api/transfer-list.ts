// POST /arks/web/agent/transfer/list (DateRangePage) -> AgentTransferList: the agent's transfers to
// the downline in a date range (site time zone), newest first, with the range's total. Under the
// centre's key: a transfer refreshes it.
import {
  expectSuccess,
  useRemoteProps,
  useStore,
  type AgentTransferList,
  type ApiClient,
  type DateRangePage,
} from '@croupier/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentKeys } from '../../query-keys.js';

export async function fetchTransferList(
  api: ApiClient,
  payload: DateRangePage,
  signal?: AbortSignal,
): Promise<AgentTransferList> {
  return expectSuccess(await api.post<AgentTransferList>('/arks/web/agent/transfer/list', payload, { signal }));
}

export const transferListQuery = (api: ApiClient, memberId: number | null, payload: DateRangePage) =>
  queryOptions({
    queryKey: agentKeys.transfers(memberId, payload),
    queryFn: ({ signal }) => fetchTransferList(api, payload, signal),
  });

export function useTransferList(payload: DateRangePage) {
  const { api, stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => s.member_id);
  return useQuery({ ...transferListQuery(api, memberId, payload), placeholderData: keepPreviousData });
}
