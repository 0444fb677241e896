// POST /member/profile/phone/sms { member_phone } -> new style; sends the 6-digit code for a
// phone filled in the member centre (SmsCode answers, like registration's SMS).
import { useRemoteProps, type ApiClient, type ApiResult, type ProfilePhoneSmsPayload } from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';

export function sendProfilePhoneSms(api: ApiClient, payload: ProfilePhoneSmsPayload): Promise<ApiResult<unknown>> {
  return api.post('/member/profile/phone/sms', payload);
}

export function useSendProfilePhoneSms() {
  const { api } = useRemoteProps();
  return useMutation({ mutationFn: (payload: ProfilePhoneSmsPayload) => sendProfilePhoneSms(api, payload) });
}
