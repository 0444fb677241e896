// POST /forgot_password/sms { site_id, account, member_phone } -> { retry_after_s }.
import type { ApiClient, ApiResult, ForgotPasswordSmsAnswer, ForgotPasswordSmsPayload } from '@croupier/shared';

export function sendForgotPasswordSms(api: ApiClient, payload: ForgotPasswordSmsPayload): Promise<ApiResult<ForgotPasswordSmsAnswer>> {
  return api.post<ForgotPasswordSmsAnswer>('/forgot_password/sms', payload);
}
