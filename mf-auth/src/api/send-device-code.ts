// POST /login/device/send { member_login_id }: another device-verification code (107 flow).
import type { ApiClient, ApiResult, DeviceVerificationSendAnswer } from '@croupier/shared';

export function sendDeviceCode(api: ApiClient, member_login_id: string): Promise<ApiResult<DeviceVerificationSendAnswer>> {
  return api.post<DeviceVerificationSendAnswer>('/login/device/send', { member_login_id });
}
