// POST /bonus_setting/check { site_id, member_currency } -> old style body { is_friend }: whether
// the member's currency offers friend referral, i.e. whether recommend_award is in the menu
// (spec 02 §6). The answer is read by shared's fetchIsFriend (on only when is_friend is 1), as the
// register form reads it. A failed check counts as "not offered".
import { useRemoteProps, useStore, type ApiClient } from '@croupier/shared';
import { fetchIsFriend } from '@croupier/shared/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export const isFriendQuery = (api: ApiClient, siteId: string, currency: string) =>
  queryOptions({
    queryKey: memberKeys.bonusSetting(siteId, currency),
    queryFn: ({ signal }) => fetchIsFriend(api, siteId, currency, signal),
  });

/** undefined until the check answered. */
export function useIsFriend(): boolean | undefined {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const currency = useStore(stores.session, (s) => s.member_currency) ?? '';
  return useQuery({ ...isFriendQuery(api, siteId, currency), enabled: currency !== '' }).data;
}
