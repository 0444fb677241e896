// POST /arks/web/cashier/withdrawal { method_id, bank_account_id, amount, withdraw_password,
// request_id } -> data CashierOrder. The amount leaves the main balance at once, so the layout
// (the header's balance) and the wallet are asked again; member.cash also arrives.
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import { useRemoteProps, type ApiClient, type ApiResult, type CashierOrder, type WithdrawalPayload } from '@croupier/shared';
import { isMyCashQuery, MEMBER_LAYOUT_KEY, moneyKeys } from '../../money-common/keys.js';

export function createWithdrawal(api: ApiClient, payload: WithdrawalPayload): Promise<ApiResult<CashierOrder>> {
  return api.post<CashierOrder>('/arks/web/cashier/withdrawal', payload);
}

export function refreshBalances(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_KEY });
  void queryClient.invalidateQueries({ predicate: isMyCashQuery });
  void queryClient.invalidateQueries({ queryKey: moneyKeys.records() });
}

export const withdrawalMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['mf-member-center', 'cashier', 'withdrawal'],
    mutationFn: (payload: WithdrawalPayload) => createWithdrawal(api, payload),
    onSuccess: (answer) => {
      if (answer.success) refreshBalances(queryClient);
    },
  });

export function useCreateWithdrawal() {
  const { api, queryClient } = useRemoteProps();
  return useMutation(withdrawalMutation(api, queryClient));
}
