// POST /login/device/verify { member_login_id, code }: the login goes on (a session or a question).
import type { ApiClient, ApiResult, DeviceVerificationPayload, LoginAnswer } from '@croupier/shared';

export function verifyDevice(api: ApiClient, payload: DeviceVerificationPayload): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>('/login/device/verify', payload);
}
