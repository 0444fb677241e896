// A visit through an agent's registration link (`id=` on the register entry, spec 02 §2): the
// agent's Promotion page counts it. Fire and forget, once per page load (per api client: a
// page load builds one): a reload is a new visit, moving around the site is not.
import type { ApiClient, LinkVisitPayload } from '@croupier/shared';

const sent = new WeakSet<ApiClient>();

export function recordLinkVisit(api: ApiClient, agentId: string): void {
  if (sent.has(api)) return;
  sent.add(api);
  const payload: LinkVisitPayload = { agent_id: agentId };
  api.post('/arks/web/agent/link-visit', payload, { background: true }).catch(() => undefined);
}
