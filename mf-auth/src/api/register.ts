// POST /register with the registration payload -> a LoginSession on success (the member is logged
// in), or a code of spec 01 §8 (with { field, key } when the api's shared schema refused a field).
import type { ApiClient, ApiResult, LoginSession, RegisterFieldError, RegisterPayload } from '@croupier/shared';

export function register(api: ApiClient, payload: RegisterPayload): Promise<ApiResult<LoginSession | RegisterFieldError | null>> {
  return api.post<LoginSession | RegisterFieldError | null>('/register', payload);
}
