// POST /login with the full login payload; the answer's code decides what happens next.
import type { ApiClient, ApiResult, LoginPayload, LoginSession } from '@croupier/shared';

export function login(api: ApiClient, payload: LoginPayload): Promise<ApiResult<LoginSession>> {
  return api.post<LoginSession>('/login', payload);
}
