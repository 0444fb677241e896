// POST /arks/web/model/register-background/detail { site_id, template } -> { image_url, background_color }.
import type { ApiClient, ApiResult, RegisterBackground } from '@croupier/shared';

export function getRegisterBackground(
  api: ApiClient,
  input: { site_id: string; template: string },
  signal?: AbortSignal,
): Promise<ApiResult<RegisterBackground>> {
  return api.post<RegisterBackground>('/arks/web/model/register-background/detail', input, { signal });
}
