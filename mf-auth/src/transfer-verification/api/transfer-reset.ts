// POST /arks/web/vx/reset { site_id, account, password, token } (spec 01 §7): the new password.
// The code says how it went (TRANSFER_RESET_CODE).
import { useRemoteProps, type ApiClient, type ApiResult, type TransferResetPayload } from '@croupier/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export function transferReset(api: ApiClient, payload: TransferResetPayload): Promise<ApiResult<null>> {
  return api.post<null>('/arks/web/vx/reset', payload);
}

export const transferResetMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: authKeys.transferReset(),
    mutationFn: (payload: TransferResetPayload) => transferReset(api, payload),
  });

export function useTransferReset() {
  const { api } = useRemoteProps();
  return useMutation(transferResetMutation(api));
}
