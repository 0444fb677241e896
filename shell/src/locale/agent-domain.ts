// Agent-domain hosts (spec 01 §3/§6): POST /arks/web/check-agent-domain {host, site_id}. A
// valid host forces its currency on guests and names the agent new members register under.
// Both are kept for the tab in sessionStorage (AGENT_DOMAIN_AGENT_ID_KEY, AGENT_DOMAIN_CURRENCY_KEY)
// and re-checked at every boot; an invalid host clears them.
import {
  AGENT_DOMAIN_AGENT_ID_KEY,
  AGENT_DOMAIN_CURRENCY_KEY,
  type AgentDomainCheckRequest,
  type AgentDomainCheckResponse,
  type ApiClient,
} from '@croupier/shared';
import { safeSessionStorage } from './guest-currency.js';

export const CHECK_AGENT_DOMAIN_PATH = '/arks/web/check-agent-domain';

/** Checks the host; null when the check itself failed (network, server), so nothing is changed. */
export async function checkAgentDomain(
  api: ApiClient,
  request: AgentDomainCheckRequest,
  storage: Storage | null = safeSessionStorage(),
): Promise<AgentDomainCheckResponse | null> {
  let result: AgentDomainCheckResponse;
  try {
    const answer = await api.post<AgentDomainCheckResponse>(CHECK_AGENT_DOMAIN_PATH, request, { background: true });
    if (!answer.success || !answer.data) return null;
    result = answer.data;
  } catch {
    return null; // the site works without it: the guest keeps the language's currency
  }
  if (result.is_valid && result.currency) {
    storage?.setItem(AGENT_DOMAIN_CURRENCY_KEY, result.currency);
    if (result.agent_id !== null) storage?.setItem(AGENT_DOMAIN_AGENT_ID_KEY, String(result.agent_id));
  } else {
    storage?.removeItem(AGENT_DOMAIN_CURRENCY_KEY);
    storage?.removeItem(AGENT_DOMAIN_AGENT_ID_KEY);
  }
  return result;
}
