// POST /member/profile/common/layout -> data.member_common_layout (spec 02 §7): the member's
// account, balance, currency and agent flags. One query under one key for the whole page: the
// shell's header, the member centre and the agent area read the same cache entry, so a balance or
// an agent approval shows everywhere at once; whoever asks first fetches, an invalidation of
// MEMBER_LAYOUT_KEY (member.cash, profile.updated, a login) refreshes all. A background call: a
// 401 aborts it with the others.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess, type ApiClient } from '../api/index.js';
import type { MemberCommonLayout } from '../contracts/index.js';
import { useStore } from '../stores/index.js';
import { useRemoteProps } from './remote-context.js';

export const MEMBER_LAYOUT_KEY = ['shell', 'member-layout'] as const;

export async function fetchMemberLayout(api: ApiClient, signal?: AbortSignal): Promise<MemberCommonLayout> {
  const result = await api.post<{ member_common_layout: MemberCommonLayout }>(
    '/member/profile/common/layout',
    {},
    { background: true, signal },
  );
  return expectSuccess(result).member_common_layout;
}

export const memberLayoutQuery = (api: ApiClient) =>
  queryOptions({ queryKey: MEMBER_LAYOUT_KEY, queryFn: ({ signal }) => fetchMemberLayout(api, signal) });

/** In a remote: the layout of the member logged in (nothing is asked for a guest). */
export function useMemberLayout() {
  const { api, stores } = useRemoteProps();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  return useQuery({ ...memberLayoutQuery(api), enabled: isLoggedIn });
}
