// POST /arks/web/activity/signin/info { site_id } (member) -> the 7 days of the running cycle,
// the streak and today's button state.
import { expectSuccess, useRemoteProps, useStore, type ApiClient, type SigninInfo } from '@croupier/shared';
import { useQuery } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';

export async function fetchSigninInfo(api: ApiClient, siteId: string, signal?: AbortSignal): Promise<SigninInfo> {
  return expectSuccess(await api.post<SigninInfo>('/arks/web/activity/signin/info', { site_id: siteId }, { signal }));
}

export function useSigninInfo() {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  return useQuery({
    queryKey: promotionsKeys.signin(memberId),
    queryFn: ({ signal }) => fetchSigninInfo(api, siteId, signal),
    enabled: memberId !== null,
  });
}
