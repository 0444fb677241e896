// POST /member/profile {} -> old style, body MemberProfile (spec 02 §3, §7): what Info shows.
import { expectSuccess, useRemoteProps, useStore, type ApiClient, type MemberProfile } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export async function fetchProfile(api: ApiClient, signal?: AbortSignal): Promise<MemberProfile> {
  return expectSuccess(await api.post<MemberProfile>('/member/profile', {}, { signal }));
}

export const profileQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({ queryKey: memberKeys.profile(memberId), queryFn: ({ signal }) => fetchProfile(api, signal) });

export function useProfile() {
  const { api, stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  return useQuery({ ...profileQuery(api, memberId), enabled: memberId !== null });
}
