// POST /arks/web/cashier/withdrawal { method_id, bank_account_id, amount, withdraw_password,
// request_id } -> data CashierOrder; a refusal throws the ApiCodeError (a refused field's
// {field, key} in its data). The amount leaves the main balance at once, so the layout (the
// header's balance), the wallet and the record lists are asked again; member.cash also arrives.
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type CashierOrder,
  type WithdrawalPayload,
  MEMBER_LAYOUT_KEY,
} from '@croupier/shared';
import { memberKeys } from '../../query-keys.js';

export async function createWithdrawal(api: ApiClient, payload: WithdrawalPayload): Promise<CashierOrder> {
  return expectSuccess(await api.post<CashierOrder>('/arks/web/cashier/withdrawal', payload));
}

export function refreshBalances(queryClient: QueryClient, memberId: number | null): void {
  void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_KEY });
  void queryClient.invalidateQueries({ queryKey: memberKeys.myCash(memberId) });
  void queryClient.invalidateQueries({ queryKey: memberKeys.records() });
}

export const withdrawalMutation = (api: ApiClient, queryClient: QueryClient, memberId: () => number | null) =>
  mutationOptions({
    mutationKey: ['mf-member-center', 'cashier', 'withdrawal'],
    mutationFn: (payload: WithdrawalPayload) => createWithdrawal(api, payload),
    onSuccess: () => refreshBalances(queryClient, memberId()),
  });

export function useCreateWithdrawal() {
  const { api, queryClient, stores } = useRemoteProps();
  return useMutation(withdrawalMutation(api, queryClient, () => stores.session.getState().member_id));
}
