// POST /bonus_setting/check { site_id, member_currency } -> { is_friend }: whether the currency
// offers friend recommendation (the register form then shows the referral code field). The answer
// is read by shared's fetchIsFriend (on only when is_friend is 1), as the member centre reads it.
import { useRemoteProps, type ApiClient } from '@croupier/shared';
import { fetchIsFriend } from '@croupier/shared/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export const isFriendQuery = (api: ApiClient, siteId: string, currency: string) =>
  queryOptions({
    queryKey: authKeys.bonusSetting(siteId, currency),
    queryFn: ({ signal }) => fetchIsFriend(api, siteId, currency, signal),
  });

/** A failed check counts as "not offered". */
export function useIsFriend(siteId: string, currency: string): boolean {
  const { api } = useRemoteProps();
  return useQuery(isFriendQuery(api, siteId, currency)).data === true;
}
