// POST /bonus_setting/check { member_currency, site_id } -> old style body { is_friend }: whether
// the member's currency offers friend referral, i.e. whether recommend_award is in the menu
// (spec 02 §6). A failed check counts as "not offered".
import { useRemoteProps, useStore, type ApiClient, type BonusSettingAnswer } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export async function fetchIsFriend(api: ApiClient, siteId: string, currency: string, signal?: AbortSignal): Promise<boolean> {
  const result = await api.post<BonusSettingAnswer | null>('/bonus_setting/check', { member_currency: currency, site_id: siteId }, { signal });
  // The wire says boolean; an older back end answered 1.
  const isFriend: unknown = result.data?.is_friend;
  return result.success && (isFriend === true || isFriend === 1);
}

export const isFriendQuery = (api: ApiClient, siteId: string, currency: string) =>
  queryOptions({ queryKey: memberKeys.bonusSetting(siteId, currency), queryFn: ({ signal }) => fetchIsFriend(api, siteId, currency, signal) });

/** undefined until the check answered. */
export function useIsFriend(): boolean | undefined {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  const currency = useStore(stores.session, (s) => s.member_currency) ?? '';
  return useQuery({ ...isFriendQuery(api, siteId, currency), enabled: currency !== '' }).data;
}
