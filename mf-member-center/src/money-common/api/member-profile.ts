// POST /member/profile {} — old style, body MemberProfile: the withdraw-password flag
// (Withdrawal) and the member's name, which a bank account's holder must equal (BindAccount).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess, useRemoteProps, type ApiClient, type MemberProfile } from '@croupier/shared';
import { moneyKeys } from '../keys.js';

export async function fetchMemberProfile(api: ApiClient): Promise<MemberProfile> {
  return expectSuccess(await api.post<MemberProfile>('/member/profile', {}));
}

export const memberProfileQuery = (api: ApiClient) =>
  queryOptions({ queryKey: moneyKeys.profile(), queryFn: () => fetchMemberProfile(api) });

export function useMemberProfile() {
  const { api } = useRemoteProps();
  return useQuery(memberProfileQuery(api));
}
