// POST /arks/web/member/ledger (LedgerListPayload) -> the member's ledger rows of the range and
// type, a page at a time, with the page's total. The last page stays shown while the next loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type LedgerList,
  type LedgerListPayload,
} from '@croupier/shared';
import { memberKeys } from '../../query-keys.js';

export async function fetchLedger(api: ApiClient, payload: LedgerListPayload): Promise<LedgerList> {
  return expectSuccess(await api.post<LedgerList>('/arks/web/member/ledger', payload));
}

export const ledgerQuery = (api: ApiClient, payload: LedgerListPayload) =>
  queryOptions({
    queryKey: memberKeys.ledger(payload),
    queryFn: () => fetchLedger(api, payload),
    placeholderData: keepPreviousData,
  });

export function useLedger(payload: LedgerListPayload) {
  const { api } = useRemoteProps();
  return useQuery(ledgerQuery(api, payload));
}
