// GET /get_login_header (spec 01 §7, a "local" call): the headers to send with the next POST /login
// or double-validation answer. They only inform the server's audit trail, so a failure to get
// them never stops a login: this fetcher answers {} instead. It has no hook: the login and the
// double-validation mutations call it first.
import type { ApiClient, LoginHeaders } from '@croupier/shared';

export async function fetchLoginHeaders(api: ApiClient): Promise<Partial<LoginHeaders>> {
  try {
    const result = await api.get<LoginHeaders>('/get_login_header');
    return result.success && result.data ? result.data : {};
  } catch {
    return {};
  }
}
