// POST /arks/web/member/bank_account/default { id }: makes one of the member's accounts the
// default. A refusal throws the ApiCodeError; on success the account list is asked again.
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type BankAccount,
  type BankAccountIdPayload,
} from '@croupier/shared';
import { memberKeys } from '../../query-keys.js';

export async function setDefaultBankAccount(api: ApiClient, payload: BankAccountIdPayload): Promise<BankAccount> {
  return expectSuccess(await api.post<BankAccount>('/arks/web/member/bank_account/default', payload));
}

export const setDefaultBankAccountMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['mf-member-center', 'cashier', 'bank-account-default'],
    mutationFn: (payload: BankAccountIdPayload) => setDefaultBankAccount(api, payload),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKeys.bankAccounts() }),
  });

export function useSetDefaultBankAccount() {
  const { api, queryClient } = useRemoteProps();
  return useMutation(setDefaultBankAccountMutation(api, queryClient));
}
