// POST /member/apply_for_agent (AgentApplicationPayload) -> AgentApplication (pending). A refusal
// throws the ApiCodeError (a refused field's {field, key} in its data; 101/104 the server's
// message). Afterwards the check is asked again: it answers the pending application.
import {
  expectSuccess,
  useRemoteProps,
  type AgentApplication,
  type AgentApplicationPayload,
  type ApiClient,
} from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { agentKeys } from '../../query-keys.js';

export async function applyForAgent(api: ApiClient, payload: AgentApplicationPayload): Promise<AgentApplication> {
  return expectSuccess(await api.post<AgentApplication>('/member/apply_for_agent', payload));
}

export function useApplyForAgent() {
  const { api, queryClient, stores } = useRemoteProps();
  return useMutation({
    mutationKey: ['mf-proxy', 'apply'],
    mutationFn: (payload: AgentApplicationPayload) => applyForAgent(api, payload),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: agentKeys.applyCheck(stores.session.getState().member_id) }),
  });
}
