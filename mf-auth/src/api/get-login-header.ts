// GET /get_login_header (spec 01 §7, a "local" call): the headers to send with POST /login.
import type { ApiClient, ApiResult, LoginHeaders } from '@croupier/shared';

export function getLoginHeader(api: ApiClient): Promise<ApiResult<LoginHeaders>> {
  return api.get<LoginHeaders>('/get_login_header');
}
