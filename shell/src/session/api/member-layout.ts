// POST /member/profile/common/layout -> data.member_common_layout (spec 02 §7): the header's
// account and balance. A background call: a 401 aborts it with the others.
import { expectSuccess, type ApiClient, type MemberCommonLayout } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../services/services-context.js';

export const MEMBER_LAYOUT_KEY = ['shell', 'member-layout'] as const;

export async function fetchMemberLayout(api: ApiClient, signal?: AbortSignal): Promise<MemberCommonLayout> {
  const result = await api.post<{ member_common_layout: MemberCommonLayout }>('/member/profile/common/layout', {}, {
    background: true,
    signal,
  });
  return expectSuccess(result).member_common_layout;
}

export const memberLayoutQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: MEMBER_LAYOUT_KEY,
    queryFn: ({ signal }) => fetchMemberLayout(api, signal),
  });

/** Use only where a member is logged in (the logout sequence removes this query). */
export function useMemberLayout() {
  const { api } = useServices();
  return useQuery(memberLayoutQuery(api));
}
