// POST /arks/web/agent/report/operation (ReportRange & { page, count }) -> one row per downline
// member with activity or registered in the period, a page at a time, and the period's totals.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type OperationReport,
  type OperationReportPayload,
} from '@croupier/shared';
import { agentKeys } from '../../query-keys.js';
import { useMemberId } from '../../records/index.js';

export async function fetchOperationReport(api: ApiClient, payload: OperationReportPayload): Promise<OperationReport> {
  return expectSuccess(await api.post<OperationReport>('/arks/web/agent/report/operation', payload));
}

export const operationReportQuery = (api: ApiClient, memberId: number | null, payload: OperationReportPayload) =>
  queryOptions({
    queryKey: agentKeys.operation(memberId, payload),
    queryFn: () => fetchOperationReport(api, payload),
    placeholderData: keepPreviousData,
  });

export function useOperationReport(payload: OperationReportPayload) {
  const { api } = useRemoteProps();
  return useQuery(operationReportQuery(api, useMemberId(), payload));
}
