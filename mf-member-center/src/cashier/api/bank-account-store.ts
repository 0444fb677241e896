// POST /arks/web/member/bank_account/store: binds a new account (the first one becomes the
// default). A refusal throws the ApiCodeError (a refused field's {field, key} in its data); on
// success the account list is asked again.
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type BankAccount,
  type BankAccountStorePayload,
} from '@croupier/shared';
import { memberKeys } from '../../query-keys.js';

export async function storeBankAccount(api: ApiClient, payload: BankAccountStorePayload): Promise<BankAccount> {
  return expectSuccess(await api.post<BankAccount>('/arks/web/member/bank_account/store', payload));
}

export const storeBankAccountMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['mf-member-center', 'cashier', 'bank-account-store'],
    mutationFn: (payload: BankAccountStorePayload) => storeBankAccount(api, payload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKeys.bankAccounts() }),
  });

export function useStoreBankAccount() {
  const { api, queryClient } = useRemoteProps();
  return useMutation(storeBankAccountMutation(api, queryClient));
}
