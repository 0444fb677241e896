// POST /forgot_password/sms { site_id, account, member_phone } -> { retry_after_s } on 100 and 102
// (one SMS per SMS_COUNTDOWN_S); other codes are the SMS table's (099 account and phone do not match).
import {
  useRemoteProps,
  type ApiClient,
  type ApiResult,
  type ForgotPasswordSmsAnswer,
  type ForgotPasswordSmsPayload,
} from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export function sendForgotPasswordSms(
  api: ApiClient,
  payload: ForgotPasswordSmsPayload,
): Promise<ApiResult<ForgotPasswordSmsAnswer>> {
  return api.post<ForgotPasswordSmsAnswer>('/forgot_password/sms', payload);
}

export const sendForgotPasswordSmsMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.forgotPasswordSms(),
    mutationFn: (payload: ForgotPasswordSmsPayload) => sendForgotPasswordSms(api, payload),
  });

export function useSendForgotPasswordSms() {
  const { api } = useRemoteProps();
  return useMutation(sendForgotPasswordSmsMutation(api));
}
