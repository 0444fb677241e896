import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/context.js';
import type { AgentDomain, AgentPlan, ApplicationPage, ApplicationStatus, SettlementList } from './types.js';

/** How many applications a page of the list holds. */
export const APPLICATIONS_PAGE = 20;
/** How many months of an agent the settlements list shows at a time. */
export const SETTLEMENTS_PAGE = 12;

export const agentsPath = (siteId: string) => `/sites/${encodeURIComponent(siteId)}/agents`;

export const applicationsKey = (siteId: string) => ['agents', siteId, 'applications'] as const;
export const plansKey = (siteId: string) => ['agents', siteId, 'plans'] as const;
export const domainsKey = (siteId: string) => ['agents', siteId, 'domains'] as const;
export const settlementsKey = (siteId: string, account?: string) =>
  account === undefined
    ? (['agents', siteId, 'settlements'] as const)
    : (['agents', siteId, 'settlements', account] as const);

/** The site's applications, pending first; '' is every status. "Load more" pages on by offset. */
export function useApplications(siteId: string, status: ApplicationStatus | '') {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...applicationsKey(siteId), status],
    queryFn: ({ pageParam }) =>
      api.get<ApplicationPage>(`${agentsPath(siteId)}/applications`, {
        status: status || undefined,
        offset: pageParam,
        limit: APPLICATIONS_PAGE,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && shown < last.total ? shown : undefined;
    },
  });
}

export function usePlans(siteId: string) {
  const api = useApi();
  return useQuery({
    queryKey: plansKey(siteId),
    queryFn: async () => (await api.get<{ items: AgentPlan[] }>(`${agentsPath(siteId)}/plans`)).items,
  });
}

export function useDomains(siteId: string) {
  const api = useApi();
  return useQuery({
    queryKey: domainsKey(siteId),
    queryFn: async () => (await api.get<{ items: AgentDomain[] }>(`${agentsPath(siteId)}/domains`)).items,
  });
}

/** An agent's months, newest first; null: no agent asked about yet. */
export function useSettlements(siteId: string, account: string | null, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...settlementsKey(siteId, account ?? ''), page],
    queryFn: () =>
      api.get<SettlementList>(`${agentsPath(siteId)}/settlements`, {
        agent_account: account ?? '',
        page,
        count: SETTLEMENTS_PAGE,
      }),
    enabled: account !== null,
  });
}
