// POST /member/profile/my_cash -> old style body MyCash { my_cash_list, total } (spec 02 §3, §7):
// the provider wallets. A background call.
import { expectSuccess, useRemoteProps, useStore, type ApiClient, type MyCash } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export async function fetchMyCash(api: ApiClient, signal?: AbortSignal): Promise<MyCash> {
  const data = expectSuccess(
    await api.post<MyCash | null>('/member/profile/my_cash', {}, { background: true, signal }),
  );
  return { my_cash_list: data?.my_cash_list ?? [], total: data?.total ?? '0.00' };
}

export const myCashQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({ queryKey: memberKeys.myCash(memberId), queryFn: ({ signal }) => fetchMyCash(api, signal) });

export function useMyCash() {
  const { api, stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  return useQuery({ ...myCashQuery(api, memberId), enabled: memberId !== null });
}
