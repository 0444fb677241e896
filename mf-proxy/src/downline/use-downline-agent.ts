// Whose downline the page shows: ?agent=<id> (a sub-agent in the agent's downline), else the agent
// itself (0). In the URL, so Back returns to the level before and a link can be shared.
import { useRemoteProps } from '@croupier/shared';

export const AGENT_PARAM = 'agent';

export function useDownlineAgent(): { agentId: number; hrefFor(agentId: number): string } {
  const { location } = useRemoteProps();
  const raw = new URLSearchParams(location.search).get(AGENT_PARAM) ?? '';
  const agentId = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  const hrefFor = (id: number) => {
    const params = new URLSearchParams(location.search);
    if (id > 0) params.set(AGENT_PARAM, String(id));
    else params.delete(AGENT_PARAM);
    const query = params.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
  return { agentId, hrefFor };
}
