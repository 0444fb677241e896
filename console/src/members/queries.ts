// The members page's reads; every key starts ['members', site_id] so a change (an action here, a
// decision in the cashier) reads again whatever the page shows of the site's members.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/context.js';
import type { LedgerPage, MemberDetail, MemberPage, OrderPage } from '../api/types.js';

export const PAGE_SIZE = 50;

export const membersKey = (siteId: string) => ['members', siteId] as const;
export const memberKey = (siteId: string, account: string) => [...membersKey(siteId), 'member', account] as const;

/** The api path of a member (and of what hangs under it). */
export const memberApiPath = (siteId: string, account: string, rest = '') =>
  `/sites/${encodeURIComponent(siteId)}/members/${encodeURIComponent(account)}${rest}`;

const page = (cursor: number | null) =>
  cursor === null ? { limit: PAGE_SIZE } : { before_id: cursor, limit: PAGE_SIZE };

export function useMemberSearch(siteId: string, q: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...membersKey(siteId), 'search', q],
    queryFn: ({ pageParam }) =>
      api.get<MemberPage>(`/sites/${encodeURIComponent(siteId)}/members`, { q, ...page(pageParam) }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before_id,
  });
}

export function useMember(siteId: string, account: string) {
  const api = useApi();
  return useQuery({
    queryKey: memberKey(siteId, account),
    queryFn: () => api.get<MemberDetail>(memberApiPath(siteId, account)),
  });
}

export function useLedger(siteId: string, account: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...memberKey(siteId, account), 'ledger'],
    queryFn: ({ pageParam }) => api.get<LedgerPage>(memberApiPath(siteId, account, '/ledger'), page(pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before_id,
  });
}

export function useMemberOrders(siteId: string, account: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...memberKey(siteId, account), 'orders'],
    queryFn: ({ pageParam }) => api.get<OrderPage>(memberApiPath(siteId, account, '/orders'), page(pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before_id,
  });
}
