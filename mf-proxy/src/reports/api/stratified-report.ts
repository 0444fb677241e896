// POST /arks/web/agent/report/stratified (ReportRange) -> the period's figures per depth and per
// sub-agent, and the totals (equal to the operation report's for the same period).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type ReportRange,
  type StratifiedReport,
} from '@croupier/shared';
import { agentKeys } from '../../query-keys.js';
import { useMemberId } from '../../records/index.js';

export async function fetchStratifiedReport(api: ApiClient, range: ReportRange): Promise<StratifiedReport> {
  return expectSuccess(await api.post<StratifiedReport>('/arks/web/agent/report/stratified', range));
}

export const stratifiedReportQuery = (api: ApiClient, memberId: number | null, range: ReportRange) =>
  queryOptions({
    queryKey: agentKeys.stratified(memberId, range),
    queryFn: () => fetchStratifiedReport(api, range),
    placeholderData: keepPreviousData,
  });

export function useStratifiedReport(range: ReportRange) {
  const { api } = useRemoteProps();
  return useQuery(stratifiedReportQuery(api, useMemberId(), range));
}
