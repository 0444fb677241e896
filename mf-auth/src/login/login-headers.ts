// The login headers (GET /get_login_header) for the next POST /login. They only inform the
// server's audit trail, so a failure to get them never stops a login.
import type { ApiClient, LoginHeaders } from '@croupier/shared';
import { getLoginHeader } from '../api/get-login-header.js';

export async function fetchLoginHeaders(api: ApiClient): Promise<Partial<LoginHeaders>> {
  try {
    const result = await getLoginHeader(api);
    return result.success && result.data ? result.data : {};
  } catch {
    return {};
  }
}
