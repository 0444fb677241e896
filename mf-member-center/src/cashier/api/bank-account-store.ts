// POST /arks/web/member/bank_account/store: binds a new account (the first one becomes the
// default). The whole answer comes back (the page reads the codes); on success the account list
// is asked again.
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { useRemoteProps, type ApiClient, type ApiResult, type BankAccountStorePayload, type BankAccount } from '@croupier/shared';
import { moneyKeys } from '../../money-common/keys.js';

export function storeBankAccount(api: ApiClient, payload: BankAccountStorePayload): Promise<ApiResult<BankAccount>> {
  return api.post<BankAccount>('/arks/web/member/bank_account/store', payload);
}

export const storeBankAccountMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['mf-member-center', 'cashier', 'bank-account-store'],
    mutationFn: (payload: BankAccountStorePayload) => storeBankAccount(api, payload),
    onSuccess: (answer) => {
      if (answer.success) void queryClient.invalidateQueries({ queryKey: moneyKeys.bankAccounts() });
    },
  });

export function useStoreBankAccount() {
  const { api, queryClient } = useRemoteProps();
  return useMutation(storeBankAccountMutation(api, queryClient));
}
