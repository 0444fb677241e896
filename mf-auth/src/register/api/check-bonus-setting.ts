// POST /bonus_setting/check { site_id, member_currency } -> { is_friend }: whether the currency
// offers friend recommendation (the register form then shows the referral code field).
import { useRemoteProps, type ApiClient, type BonusSettingAnswer } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export async function fetchIsFriend(api: ApiClient, siteId: string, currency: string, signal?: AbortSignal): Promise<boolean> {
  const result = await api.post<BonusSettingAnswer>('/bonus_setting/check', { site_id: siteId, member_currency: currency }, { signal });
  return result.success && result.data?.is_friend === true;
}

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
