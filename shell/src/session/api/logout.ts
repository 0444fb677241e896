// POST /logout, empty body; answered in the old style (header.status / body).
import type { ApiClient, ApiResult } from '@croupier/shared';

export function postLogout(api: ApiClient): Promise<ApiResult<unknown>> {
  return api.post('/logout');
}
