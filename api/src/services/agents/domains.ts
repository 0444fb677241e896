// Agent domains (migration 005): which agent and currency a host binds guests to. Operators list,
// add and remove them (routes/operator/agents.ts); the registration entry and an agent's
// promotion links read them.
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

/** A host as agent_domains stores it: lower case, no port, DNS letters (an IDN in its xn-- form). */
export const AGENT_HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** An agent domain as the operators' console lists it. */
export interface AgentDomainView {
  host: string;
  agent_id: number;
  agent_account: string;
  currency: string;
  enabled: boolean;
  created_at: number;
}

export function createAgentDomains(db: Db) {
  // Only an enabled domain of an active agent counts.
  const find = db.prepare(
    `SELECT d.agent_id, d.currency FROM agent_domains d
       JOIN members m ON m.id = d.agent_id AND m.site_id = d.site_id
      WHERE d.site_id = ? AND d.host = ? AND d.enabled = 1
        AND m.is_agent = 1 AND m.agent_active = 1 AND m.status = 'active'`,
  );
  const list = db.prepare(
    `SELECT d.host, d.agent_id, m.member_account AS agent_account, d.currency, d.enabled, d.created_at
       FROM agent_domains d JOIN members m ON m.id = d.agent_id
      WHERE d.site_id = ? ORDER BY d.host`,
  );
  const one = db.prepare(
    `SELECT d.host, d.agent_id, m.member_account AS agent_account, d.currency, d.enabled, d.created_at
       FROM agent_domains d JOIN members m ON m.id = d.agent_id
      WHERE d.site_id = ? AND d.host = ?`,
  );
  const insert = db.prepare(
    'INSERT INTO agent_domains (host, site_id, agent_id, currency, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const remove = db.prepare('DELETE FROM agent_domains WHERE site_id = ? AND host = ?');
  const view = (row: Omit<AgentDomainView, 'enabled'> & { enabled: number }): AgentDomainView => ({
    ...row,
    enabled: row.enabled === 1,
  });
  const find1 = (siteId: string, host: string) => {
    const row = one.get(siteId, host) as (Omit<AgentDomainView, 'enabled'> & { enabled: number }) | undefined;
    return row ? view(row) : null;
  };

  return {
    list: (siteId: string): AgentDomainView[] =>
      (list.all(siteId) as (Omit<AgentDomainView, 'enabled'> & { enabled: number })[]).map(view),
    /** The site's domain of `host` (normalized first), or null. */
    find: (siteId: string, host: string) => find1(siteId, normalizeHost(host)),
    /** Binds a normalized host to the agent; null when the site has that host already. */
    add(siteId: string, host: string, agentId: number, currency: string, at: number): AgentDomainView | null {
      if (one.get(siteId, host)) return null;
      insert.run(host, siteId, agentId, currency, at);
      return find1(siteId, host);
    },
    /** Removes the site's domain of the normalized host; what it was, or null when there was none. */
    remove(siteId: string, host: string): AgentDomainView | null {
      const before = find1(siteId, host);
      if (before) remove.run(siteId, host);
      return before;
    },
    check(siteId: string, host: string): AgentDomainCheckResponse {
      const row = find.get(siteId, normalizeHost(host)) as { agent_id: number; currency: string } | undefined;
      return row ? { is_valid: true, currency: row.currency, agent_id: row.agent_id } : NOT_VALID;
    },
  };
}
export type AgentDomains = ReturnType<typeof createAgentDomains>;
