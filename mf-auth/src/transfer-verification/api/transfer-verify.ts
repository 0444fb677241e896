// POST /arks/web/vx/verify (spec 01 §3, §7): account, withdraw password and the email or the phone
// on file -> { token } for the reset. Codes: TRANSFER_VERIFY_CODE.
import { useRemoteProps, type ApiClient, type ApiResult, type TransferVerifyPayload } from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export function transferVerify(api: ApiClient, payload: TransferVerifyPayload): Promise<ApiResult<{ token: string }>> {
  return api.post<{ token: string }>('/arks/web/vx/verify', payload);
}

export const transferVerifyMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.transferVerify(),
    mutationFn: (payload: TransferVerifyPayload) => transferVerify(api, payload),
  });

export function useTransferVerify() {
  const { api } = useRemoteProps();
  return useMutation(transferVerifyMutation(api));
}
