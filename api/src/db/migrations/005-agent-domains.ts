import type { Migration } from '../migrations.js';

// Agent domains (spec 01 §3/§6 "Agent-domain hosts can force a currency"): a host bound to an
// agent of a site; guests on it use the row's currency and register under that agent.
// host is stored lower case without a port.
export const m005AgentDomains: Migration = {
  name: '005_agent_domains',
  sql: `
    CREATE TABLE agent_domains (
      host       TEXT NOT NULL CHECK (host = lower(host) AND host NOT LIKE '%:%' AND length(host) BETWEEN 1 AND 253),
      site_id    TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      agent_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      currency   TEXT NOT NULL CHECK (length(currency) BETWEEN 2 AND 8),
      enabled    INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
      created_at INTEGER NOT NULL,
      PRIMARY KEY (site_id, host)
    ) STRICT;
  `,
};
