// Who is looking at the agent area: a guest, a member (no active agent: Register is theirs), or an
// active agent (agent_active 1 in the member layout, spec 02 §6: "Agent page opens by
// agent_active"). The layout is the shell's query: an approval (profile.updated) reloads it, and
// the area follows without a new login.
import { useMemberLayout, useRemoteProps, useStore } from '@croupier/shared';

export type AgentStatus = 'guest' | 'loading' | 'error' | 'member' | 'agent';

export function useAgentStatus() {
  const { stores } = useRemoteProps();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const layout = useMemberLayout();
  const status: AgentStatus = !isLoggedIn
    ? 'guest'
    : layout.data
      ? layout.data.agent_active === 1
        ? 'agent'
        : 'member'
      : layout.isError
        ? 'error'
        : 'loading';
  return { status, layout };
}
