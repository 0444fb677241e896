// POST /member/profile/common/layout -> data.member_common_layout (spec 02 §7). Read under the
// shell's own key, so the header's balance and the member centre share one entry: whoever asks
// first fetches, the other reads the cache; an invalidation refreshes both.
import { expectSuccess, useRemoteProps, useStore, type ApiClient, type MemberCommonLayout } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHELL_MEMBER_LAYOUT_KEY } from '../../query-keys.js';

export async function fetchMemberLayout(api: ApiClient, signal?: AbortSignal): Promise<MemberCommonLayout> {
  const result = await api.post<{ member_common_layout: MemberCommonLayout }>('/member/profile/common/layout', {}, { background: true, signal });
  return expectSuccess(result).member_common_layout;
}

export const memberLayoutQuery = (api: ApiClient) =>
  queryOptions({ queryKey: SHELL_MEMBER_LAYOUT_KEY, queryFn: ({ signal }) => fetchMemberLayout(api, signal) });

/** The layout of the member logged in (nothing is asked for a guest). */
export function useMemberLayout() {
  const { api, stores } = useRemoteProps();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  return useQuery({ ...memberLayoutQuery(api), enabled: isLoggedIn });
}
