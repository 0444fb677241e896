// POST /arks/web/member/bank_account/default: makes one of the member's accounts the default. The whole answer comes back (the
// page reads the codes); on success the account list is asked again.
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { useRemoteProps, type ApiClient, type ApiResult, type BankAccountIdPayload } from '@croupier/shared';
import { moneyKeys } from '../../money-common/keys.js';

export function setDefaultBankAccount(api: ApiClient, payload: BankAccountIdPayload): Promise<ApiResult<unknown>> {
  return api.post<unknown>('/arks/web/member/bank_account/default', payload);
}

export const setDefaultBankAccountMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['mf-member-center', 'cashier', 'bank-account-default'],
    mutationFn: (payload: BankAccountIdPayload) => setDefaultBankAccount(api, payload),
    onSuccess: (answer) => {
      if (answer.success) void queryClient.invalidateQueries({ queryKey: moneyKeys.bankAccounts() });
    },
  });

export function useSetDefaultBankAccount() {
  const { api, queryClient } = useRemoteProps();
  return useMutation(setDefaultBankAccountMutation(api, queryClient));
}
