// A visit through an agent's registration link (spec 02 §2: `id` carries an agent introducer; the
// agent's Promotion links are `/?id=<code>`, the register entry `/register?id=` works the same):
// the agent's Promotion page counts it. Fire and forget, once per page load (per api client: a
// page load builds one): a reload is a new visit, moving around the site is not.
import type { ApiClient, LinkVisitPayload } from '@croupier/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { readRegisterEntryParams } from './guards.js';

const sent = new WeakSet<ApiClient>();

export function recordLinkVisit(api: ApiClient, agentId: string): void {
  if (sent.has(api)) return;
  sent.add(api);
  const payload: LinkVisitPayload = { agent_id: agentId };
  api.post('/arks/web/agent/link-visit', payload, { background: true }).catch(() => undefined);
}

/** Counts the visit when the location carries `id` (RouteFrame: every route). */
export function useLinkVisit(): void {
  const { api } = useServices();
  const { search } = useLocation();
  useEffect(() => {
    const id = readRegisterEntryParams(search)?.id;
    if (id) recordLinkVisit(api, id);
  }, [api, search]);
}
