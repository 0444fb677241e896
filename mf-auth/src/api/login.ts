// POST /login with the full login payload and the headers of GET /get_login_header. The answer's
// code decides what happens next; code 100 carries a session or a double-validation question.
import type { ApiClient, ApiResult, LoginAnswer, LoginHeaders, LoginPayload } from '@croupier/shared';

export function login(api: ApiClient, payload: LoginPayload, headers?: Partial<LoginHeaders>): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>('/login', payload, headers ? { headers: headers as Record<string, string> } : undefined);
}
