// POST /arks/web/register-settings { site_id } -> every currency's register settings (new style):
// which profile fields a member may fill in later (is_member_center) and with which rules.
import { expectSuccess, useRemoteProps, useStore, type ApiClient, type RegisterSetting } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export async function fetchRegisterSettings(
  api: ApiClient,
  siteId: string,
  signal?: AbortSignal,
): Promise<RegisterSetting[]> {
  return (
    expectSuccess(
      await api.post<RegisterSetting[] | null>('/arks/web/register-settings', { site_id: siteId }, { signal }),
    ) ?? []
  );
}

export const registerSettingsQuery = (api: ApiClient, siteId: string) =>
  queryOptions({
    queryKey: memberKeys.registerSettings(siteId),
    queryFn: ({ signal }) => fetchRegisterSettings(api, siteId, signal),
  });

export function useRegisterSettings() {
  const { api, stores } = useRemoteProps();
  const siteId = useStore(stores.site, (s) => s.siteId);
  return useQuery(registerSettingsQuery(api, siteId));
}
