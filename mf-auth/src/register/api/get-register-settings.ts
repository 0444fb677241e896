// POST /arks/web/register-settings { site_id } -> every currency's register settings (new style):
// which fields the form shows, requires, keeps unique and verifies.
import { expectSuccess, type ApiClient, type RegisterSetting } from '@croupier/shared';
import { queryOptions } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export async function fetchRegisterSettings(
  api: ApiClient,
  siteId: string,
  signal?: AbortSignal,
): Promise<RegisterSetting[]> {
  return (
    expectSuccess(await api.post<RegisterSetting[]>('/arks/web/register-settings', { site_id: siteId }, { signal })) ??
    []
  );
}

/** Read through the register setup (register-setup.ts), which builds the form from it. */
export const registerSettingsQuery = (api: ApiClient, siteId: string) =>
  queryOptions({
    queryKey: authKeys.registerSettings(siteId),
    queryFn: ({ signal }) => fetchRegisterSettings(api, siteId, signal),
  });
