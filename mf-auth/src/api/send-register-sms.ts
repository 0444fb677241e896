// POST /register/sms { member_phone, currency, type: 'register_member', site_id } -> { retry_after_s }
// on 100 and 102; codes 099, 102, 103, 104, 201 (spec 01 §8).
import { SMS_TYPE_REGISTER, type ApiClient, type ApiResult, type RegisterSmsAnswer } from '@croupier/shared';

export function sendRegisterSms(
  api: ApiClient,
  input: { member_phone: string; currency: string; site_id: string },
): Promise<ApiResult<RegisterSmsAnswer | null>> {
  return api.post<RegisterSmsAnswer | null>('/register/sms', { ...input, type: SMS_TYPE_REGISTER });
}
