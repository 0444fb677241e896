// POST /arks/web/member/bank_account/destroy { id }: deletes one of the member's accounts. A
// refusal throws the ApiCodeError; on success the account list is asked again.
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { expectSuccess, useRemoteProps, type ApiClient, type BankAccountIdPayload } from '@croupier/shared';
import { memberKeys } from '../../query-keys.js';

export async function destroyBankAccount(api: ApiClient, payload: BankAccountIdPayload): Promise<unknown> {
  return expectSuccess(await api.post<unknown>('/arks/web/member/bank_account/destroy', payload));
}

export const destroyBankAccountMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['mf-member-center', 'cashier', 'bank-account-destroy'],
    mutationFn: (payload: BankAccountIdPayload) => destroyBankAccount(api, payload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKeys.bankAccounts() }),
  });

export function useDestroyBankAccount() {
  const { api, queryClient } = useRemoteProps();
  return useMutation(destroyBankAccountMutation(api, queryClient));
}
