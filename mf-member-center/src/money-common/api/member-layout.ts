// POST /member/profile/common/layout -> data.member_common_layout (spec 02 §7), under the shell's
// key: the same cache entry the header reads (member.cash patches it), so a deposit page and the
// header never disagree about the balance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess, useRemoteProps, useStore, type ApiClient, type MemberCommonLayout } from '@croupier/shared';
import { MEMBER_LAYOUT_KEY } from '../keys.js';

export async function fetchMemberLayout(api: ApiClient, signal?: AbortSignal): Promise<MemberCommonLayout> {
  const result = await api.post<{ member_common_layout: MemberCommonLayout }>('/member/profile/common/layout', {}, { background: true, signal });
  return expectSuccess(result).member_common_layout;
}

export const memberLayoutQuery = (api: ApiClient) =>
  queryOptions({ queryKey: MEMBER_LAYOUT_KEY, queryFn: ({ signal }) => fetchMemberLayout(api, signal) });

/** The layout of the member logged in (nothing is asked for a guest). */
export function useMemberLayout() {
  const { api, stores } = useRemoteProps();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  return useQuery({ ...memberLayoutQuery(api), enabled: isLoggedIn });
}
