// POST /member/profile/common/layout -> data.member_common_layout (spec 02 §7). Read under the
// shell's own key, so the header's balance and the member centre share one entry: whoever asks
// first fetches, the other reads the cache; an invalidation refreshes both.
import { expectSuccess, useRemoteProps, type ApiClient, type MemberCommonLayout } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHELL_MEMBER_LAYOUT_KEY } from '../../query-keys.js';

export async function fetchMemberLayout(api: ApiClient, signal?: AbortSignal): Promise<MemberCommonLayout> {
  const result = await api.post<{ member_common_layout: MemberCommonLayout }>('/member/profile/common/layout', {}, { background: true, signal });
  return expectSuccess(result).member_common_layout;
}

export const memberLayoutQuery = (api: ApiClient) =>
  queryOptions({ queryKey: SHELL_MEMBER_LAYOUT_KEY, queryFn: ({ signal }) => fetchMemberLayout(api, signal) });

/** Only while a member is logged in. */
export function useMemberLayout(enabled = true) {
  const { api } = useRemoteProps();
  return useQuery({ ...memberLayoutQuery(api), enabled });
}
