import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/context.js';
import type { ExclusionInForce, LoginAttemptPage, LoginLock, MemberRgState, PendingRaise } from './types.js';

/** How many rows a page of a list holds. */
export const LIST_PAGE = 50;

export const compliancePath = (siteId: string) => `/sites/${encodeURIComponent(siteId)}/compliance`;
export const memberPath = (siteId: string, account: string) =>
  `${compliancePath(siteId)}/members/${encodeURIComponent(account)}`;

/** Everything of a site the desk reads: a decision refreshes it all. */
export const complianceKey = (siteId: string) => ['compliance', siteId] as const;

export function useMemberState(siteId: string, account: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...complianceKey(siteId), 'member', account ?? ''],
    queryFn: () => api.get<MemberRgState>(memberPath(siteId, account ?? '')),
    enabled: account !== null,
  });
}

/** A list paged by offset: the next page when the last one was full. */
function useOffsetList<T>(siteId: string, list: 'pending-raises' | 'exclusions') {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...complianceKey(siteId), list],
    queryFn: async ({ pageParam }) =>
      (await api.get<{ items: T[] }>(`${compliancePath(siteId)}/${list}`, { offset: pageParam, limit: LIST_PAGE }))
        .items,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === LIST_PAGE ? pages.length * LIST_PAGE : undefined),
  });
}

export const usePendingRaises = (siteId: string) => useOffsetList<PendingRaise>(siteId, 'pending-raises');
export const useExclusionsInForce = (siteId: string) => useOffsetList<ExclusionInForce>(siteId, 'exclusions');

/** The members' login attempts, newest first; '' is every account. */
export function useLoginAttempts(siteId: string, account: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...complianceKey(siteId), 'login-attempts', account],
    queryFn: ({ pageParam }) =>
      api.get<LoginAttemptPage>(`${compliancePath(siteId)}/login-attempts`, {
        member_account: account || undefined,
        before_id: pageParam ?? undefined,
        limit: LIST_PAGE,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before_id,
  });
}

export function useLoginLocks(siteId: string, account: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...complianceKey(siteId), 'login-locks', account],
    queryFn: async () =>
      (
        await api.get<{ items: LoginLock[] }>(`${compliancePath(siteId)}/login-locks`, {
          member_account: account || undefined,
          limit: LIST_PAGE,
        })
      ).items,
  });
}
