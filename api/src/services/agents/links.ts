// Promotion: an agent's registration links, one per site domain, and the visits and
// registrations each brought. A link is `<origin>/?id=<agent member id>` (the registration entry
// reads ?id=); its domain is the origin's host without port (lib/page-host.ts), which is what a
// visit (agent_link_visits.host) and a registration (members.register_host) record.
// Which origins (api/README.md "Agent area"): the origin the agent is using, the site's own
// origins (CORS_ORIGINS), and the agent's own enabled agent_domains hosts (with the scheme and
// port of the agent's origin), each host once.
import type { PromotionLink, PromotionLinks } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { normalizeHost } from './domains.js';

/** An origin's parts, or null when it is no http(s) origin. */
function parse(origin: string): { protocol: string; host: string; port: string } | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { protocol: url.protocol, host: normalizeHost(url.hostname), port: url.port };
  } catch {
    return null;
  }
}

export function createAgentLinks(db: Db, now: () => number = Date.now) {
  const domains = db
    .prepare('SELECT host FROM agent_domains WHERE site_id = ? AND agent_id = ? AND enabled = 1 ORDER BY host')
    .pluck();
  const visits = db.prepare('SELECT COUNT(*) FROM agent_link_visits WHERE agent_id = ? AND host = ?').pluck();
  const registrations = db
    .prepare('SELECT COUNT(*) FROM members WHERE parent_agent_id = ? AND register_host = ?')
    .pluck();
  const activeAgent = db.prepare(
    "SELECT 1 FROM members WHERE id = ? AND is_agent = 1 AND agent_active = 1 AND status = 'active'",
  );
  const insertVisit = db.prepare('INSERT INTO agent_link_visits (agent_id, host, created_at) VALUES (?, ?, ?)');

  return {
    /**
     * The agent's links. `current` is the origin the agent is using (a site origin, else null);
     * `siteOrigins` the configured ones.
     */
    links(
      agent: { id: number; site_id: string },
      current: string | null,
      siteOrigins: readonly string[],
    ): PromotionLinks {
      const base = (current ? parse(current) : null) ?? (siteOrigins[0] ? parse(siteOrigins[0]) : null);
      const origins = [
        ...(current ? [current] : []),
        ...siteOrigins,
        ...(domains.all(agent.site_id, agent.id) as string[]).map(
          (host) => `${base?.protocol ?? 'https:'}//${host}${base?.port ? `:${base.port}` : ''}`,
        ),
      ];
      const seen = new Set<string>();
      const list: PromotionLink[] = [];
      for (const origin of origins) {
        const parts = parse(origin);
        if (!parts || seen.has(parts.host)) continue;
        seen.add(parts.host);
        list.push({
          domain: parts.host,
          url: `${parts.protocol}//${parts.host}${parts.port ? `:${parts.port}` : ''}/?id=${agent.id}`,
          visits: visits.get(agent.id, parts.host) as number,
          registrations: registrations.get(agent.id, parts.host) as number,
        });
      }
      return { agent_code: String(agent.id), list };
    },
    /** Records a visit through the agent's link on `host`; false when it is no active agent. */
    recordVisit(agentId: number, host: string): boolean {
      if (!activeAgent.get(agentId)) return false;
      insertVisit.run(agentId, host, now());
      return true;
    },
  };
}
export type AgentLinks = ReturnType<typeof createAgentLinks>;
