// POST /member/profile/withdraw_password (WithdrawPasswordPayload) -> new style: sets the first
// withdraw password (with the login password) or changes it (with the old one). The profile's
// is_withdraw_password is asked again after.
import { useRemoteProps, type ApiClient, type ApiResult, type WithdrawPasswordPayload } from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export function setWithdrawPassword(api: ApiClient, payload: WithdrawPasswordPayload): Promise<ApiResult<unknown>> {
  return api.post('/member/profile/withdraw_password', payload);
}

export function useSetWithdrawPassword() {
  const { api, queryClient, stores } = useRemoteProps();
  return useMutation({
    mutationFn: (payload: WithdrawPasswordPayload) => setWithdrawPassword(api, payload),
    onSuccess: (result) => {
      if (result.success)
        void queryClient.invalidateQueries({ queryKey: memberKeys.profile(stores.session.getState().member_id) });
    },
  });
}
