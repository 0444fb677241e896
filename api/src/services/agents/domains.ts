// Agent domains (migration 005): which agent and currency a host binds guests to.
import type { AgentDomainCheckResponse } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';

/** 'Agent-A.LocalHost:3100' -> 'agent-a.localhost'; '[::1]:80' -> '[::1]'; trailing dot dropped. */
export function normalizeHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.replace(/^(\[[^\]]*\])(:\d+)?$/, '$1')
    : trimmed.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

const NOT_VALID: AgentDomainCheckResponse = { is_valid: false, currency: null, agent_id: null };

export function createAgentDomains(db: Db) {
  // Only an enabled domain of an active agent counts.
  const find = db.prepare(
    `SELECT d.agent_id, d.currency FROM agent_domains d
       JOIN members m ON m.id = d.agent_id AND m.site_id = d.site_id
      WHERE d.site_id = ? AND d.host = ? AND d.enabled = 1
        AND m.is_agent = 1 AND m.agent_active = 1 AND m.status = 'active'`,
  );
  return {
    check(siteId: string, host: string): AgentDomainCheckResponse {
      const row = find.get(siteId, normalizeHost(host)) as { agent_id: number; currency: string } | undefined;
      return row ? { is_valid: true, currency: row.currency, agent_id: row.agent_id } : NOT_VALID;
    },
  };
}
export type AgentDomains = ReturnType<typeof createAgentDomains>;
