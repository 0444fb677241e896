// POST /register/sms { member_phone, currency, type: 'register_member', site_id } -> { retry_after_s }
// on 100 and 102 (one SMS per SMS_COUNTDOWN_S); codes 099, 102, 103, 104, 201 (spec 01 §8).
import {
  SMS_TYPE_REGISTER,
  useRemoteProps,
  type ApiClient,
  type ApiResult,
  type RegisterSmsAnswer,
  type RegisterSmsRequest,
} from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export type RegisterSmsInput = Omit<RegisterSmsRequest, 'type'>;

export function sendRegisterSms(api: ApiClient, input: RegisterSmsInput): Promise<ApiResult<RegisterSmsAnswer | null>> {
  return api.post<RegisterSmsAnswer | null>('/register/sms', { ...input, type: SMS_TYPE_REGISTER });
}

export const sendRegisterSmsMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.registerSms(),
    mutationFn: (input: RegisterSmsInput) => sendRegisterSms(api, input),
  });

export function useSendRegisterSms() {
  const { api } = useRemoteProps();
  return useMutation(sendRegisterSmsMutation(api));
}
