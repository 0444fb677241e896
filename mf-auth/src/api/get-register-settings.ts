// POST /arks/web/register-settings { site_id } -> every currency's register settings (new style).
import type { ApiClient, ApiResult, RegisterSetting } from '@croupier/shared';

export function getRegisterSettings(api: ApiClient, siteId: string, signal?: AbortSignal): Promise<ApiResult<RegisterSetting[]>> {
  return api.post<RegisterSetting[]>('/arks/web/register-settings', { site_id: siteId }, { signal });
}
