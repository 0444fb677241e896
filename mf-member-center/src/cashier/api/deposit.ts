// POST /arks/web/cashier/deposit { method_id, amount, request_id } -> data DepositOrder. A refusal
// throws the ApiCodeError (the page reads its code: bankAccountRequired prompts to bind; a
// refused amount's {field, key} is in its data).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type DepositOrder,
  type DepositPayload,
} from '@croupier/shared';

export async function createDeposit(api: ApiClient, payload: DepositPayload): Promise<DepositOrder> {
  return expectSuccess(await api.post<DepositOrder>('/arks/web/cashier/deposit', payload));
}

export const depositMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: ['mf-member-center', 'cashier', 'deposit'],
    mutationFn: (payload: DepositPayload) => createDeposit(api, payload),
  });

export function useCreateDeposit() {
  const { api } = useRemoteProps();
  return useMutation(depositMutation(api));
}
