// POST /forgot_password/verify { site_id, account, member_phone, code } -> { token }.
import type { ApiClient, ApiResult, ForgotPasswordVerifyPayload } from '@croupier/shared';

export function verifyForgotPasswordCode(api: ApiClient, payload: ForgotPasswordVerifyPayload): Promise<ApiResult<{ token: string }>> {
  return api.post<{ token: string }>('/forgot_password/verify', payload);
}
