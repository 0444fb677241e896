// POST /arks/web/member/bank_account/destroy: deletes one of the member's accounts. The whole answer comes back (the
// page reads the codes); on success the account list is asked again.
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { useRemoteProps, type ApiClient, type ApiResult, type BankAccountIdPayload } from '@croupier/shared';
import { moneyKeys } from '../../money-common/keys.js';

export function destroyBankAccount(api: ApiClient, payload: BankAccountIdPayload): Promise<ApiResult<unknown>> {
  return api.post<unknown>('/arks/web/member/bank_account/destroy', payload);
}

export const destroyBankAccountMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['mf-member-center', 'cashier', 'bank-account-destroy'],
    mutationFn: (payload: BankAccountIdPayload) => destroyBankAccount(api, payload),
    onSuccess: (answer) => {
      if (answer.success) void queryClient.invalidateQueries({ queryKey: moneyKeys.bankAccounts() });
    },
  });

export function useDestroyBankAccount() {
  const { api, queryClient } = useRemoteProps();
  return useMutation(destroyBankAccountMutation(api, queryClient));
}
