// POST /arks/web/cashier/deposit { method_id, amount, request_id } -> data DepositOrder. The
// whole answer comes back: the page reads the cashier codes (bankAccountRequired prompts to bind).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useRemoteProps, type ApiClient, type ApiResult, type DepositOrder, type DepositPayload } from '@croupier/shared';

export function createDeposit(api: ApiClient, payload: DepositPayload): Promise<ApiResult<DepositOrder>> {
  return api.post<DepositOrder>('/arks/web/cashier/deposit', payload);
}

export const depositMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: ['mf-member-center', 'cashier', 'deposit'], mutationFn: (payload: DepositPayload) => createDeposit(api, payload) });

export function useCreateDeposit() {
  const { api } = useRemoteProps();
  return useMutation(depositMutation(api));
}
