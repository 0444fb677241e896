// POST /forgot_password/reset { site_id, account, token, password }.
import type { ApiClient, ApiResult, ForgotPasswordResetPayload } from '@croupier/shared';

export function resetForgottenPassword(api: ApiClient, payload: ForgotPasswordResetPayload): Promise<ApiResult<null>> {
  return api.post<null>('/forgot_password/reset', payload);
}
