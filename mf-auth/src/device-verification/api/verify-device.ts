// POST /login/device/verify { member_login_id, code }: the right code and the login goes on (a
// session or a double-validation question); codes as DEVICE_VERIFICATION_CODE.
import {
  useRemoteProps,
  type ApiClient,
  type ApiResult,
  type DeviceVerificationPayload,
  type LoginAnswer,
} from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export function verifyDevice(api: ApiClient, payload: DeviceVerificationPayload): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>('/login/device/verify', payload);
}

export const verifyDeviceMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.deviceVerify(),
    mutationFn: (payload: DeviceVerificationPayload) => verifyDevice(api, payload),
  });

export function useVerifyDevice() {
  const { api } = useRemoteProps();
  return useMutation(verifyDeviceMutation(api));
}
