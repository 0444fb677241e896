// POST /forgot_password/verify { site_id, account, member_phone, code } -> { token } for the reset.
// Codes: 101 no live code, 113 wrong code, and the SMS table's for an account and phone that do not match.
import { useRemoteProps, type ApiClient, type ApiResult, type ForgotPasswordVerifyPayload } from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export function verifyForgotPasswordCode(
  api: ApiClient,
  payload: ForgotPasswordVerifyPayload,
): Promise<ApiResult<{ token: string }>> {
  return api.post<{ token: string }>('/forgot_password/verify', payload);
}

export const verifyForgotPasswordCodeMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.forgotPasswordVerify(),
    mutationFn: (payload: ForgotPasswordVerifyPayload) => verifyForgotPasswordCode(api, payload),
  });

export function useVerifyForgotPasswordCode() {
  const { api } = useRemoteProps();
  return useMutation(verifyForgotPasswordCodeMutation(api));
}
