// POST /arks/web/member/bank_account {} -> the member's bound accounts, the banks of the
// member's currency and the most accounts allowed (BindAccount lists them, Withdrawal picks one).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectSuccess, useRemoteProps, type ApiClient, type BankAccountList } from '@croupier/shared';
import { memberKeys } from '../../query-keys.js';

export async function fetchBankAccounts(api: ApiClient): Promise<BankAccountList> {
  return expectSuccess(await api.post<BankAccountList>('/arks/web/member/bank_account', {}));
}

export const bankAccountsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: memberKeys.bankAccounts(), queryFn: () => fetchBankAccounts(api) });

export function useBankAccounts() {
  const { api } = useRemoteProps();
  return useQuery(bankAccountsQuery(api));
}
