// POST /login/device/send { member_login_id } -> { channel, masked_to, retry_after_s }: another
// device-verification code (login 107). 102 (sent too recently) carries the wait that is left.
import { useRemoteProps, type ApiClient, type ApiResult, type DeviceVerificationSendAnswer } from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export function sendDeviceCode(
  api: ApiClient,
  member_login_id: string,
): Promise<ApiResult<DeviceVerificationSendAnswer>> {
  return api.post<DeviceVerificationSendAnswer>('/login/device/send', { member_login_id });
}

export const sendDeviceCodeMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.deviceSend(),
    mutationFn: (member_login_id: string) => sendDeviceCode(api, member_login_id),
  });

export function useSendDeviceCode() {
  const { api } = useRemoteProps();
  return useMutation(sendDeviceCodeMutation(api));
}
