// POST /forgot_password/reset { site_id, account, token, password }. Codes: 101 the token is no
// good (start over), 202 the password breaks the rules.
import { useRemoteProps, type ApiClient, type ApiResult, type ForgotPasswordResetPayload } from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export function resetForgottenPassword(api: ApiClient, payload: ForgotPasswordResetPayload): Promise<ApiResult<null>> {
  return api.post<null>('/forgot_password/reset', payload);
}

export const resetForgottenPasswordMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.forgotPasswordReset(),
    mutationFn: (payload: ForgotPasswordResetPayload) => resetForgottenPassword(api, payload),
  });

export function useResetForgottenPassword() {
  const { api } = useRemoteProps();
  return useMutation(resetForgottenPasswordMutation(api));
}
