// POST /arks/web/agent/transfer (AgentTransferPayload, idempotent by request_id) ->
// AgentTransferResult. A refusal throws the ApiCodeError (a field's {field, key} in its data, or
// AgentCode 302-306). The money moved: the agent centre's data (settings, downline balances, the
// transfer list) and the member layout (the header's balance) are asked again; member.cash also
// arrives for both members.
import {
  expectSuccess,
  MEMBER_LAYOUT_KEY,
  useRemoteProps,
  type AgentTransferPayload,
  type AgentTransferResult,
  type ApiClient,
} from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { agentKeys } from '../../query-keys.js';

export async function transferToDownline(api: ApiClient, payload: AgentTransferPayload): Promise<AgentTransferResult> {
  return expectSuccess(await api.post<AgentTransferResult>('/arks/web/agent/transfer', payload));
}

export function useTransfer() {
  const { api, queryClient, stores } = useRemoteProps();
  return useMutation({
    mutationKey: ['mf-proxy', 'transfer'],
    mutationFn: (payload: AgentTransferPayload) => transferToDownline(api, payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: agentKeys.centre(stores.session.getState().member_id) });
      void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_KEY });
    },
  });
}
