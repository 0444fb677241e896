// The logged-in agent's member id: the agent centre's query keys start with it (a logout or
// another login never shows the previous agent's figures).
import { useRemoteProps, useStore } from '@croupier/shared';

export function useMemberId(): number | null {
  const { stores } = useRemoteProps();
  return useStore(stores.session, (s) => s.member_id);
}
