import type { Migration } from '../migrations.js';

// The agent area (spec 02 §2 agent menu, §6 Agent). The hierarchy is
// members.parent_agent_id (migration 001); every report figure is computed from wallet_ledger
// and members, never stored: a settlement row only says a month was settled, the commission it
// paid is its ledger row ('commission:<settlement id>'). Transfers to the downline are one row
// here and two ledger rows ('agent_transfer_out:<id>' on the agent, 'agent_transfer_in:<id>' on
// the member).
export const m016Agents: Migration = {
  name: '016_agents',
  sql: `
    -- Where a member registered (the host of the page), for the per-link registration counts.
    ALTER TABLE members ADD COLUMN register_host TEXT NOT NULL DEFAULT '';
    -- The member's latest login (the downline's "last login"); NULL = never.
    ALTER TABLE members ADD COLUMN last_login_at INTEGER;
    -- When the member became an agent (settlement periods start at its month); NULL = not one.
    ALTER TABLE members ADD COLUMN agent_since INTEGER;

    -- The brand's name for each agent level, per language ({language: name}).
    CREATE TABLE agent_level_names (
      site_id     TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      agent_level INTEGER NOT NULL CHECK (agent_level >= 0),
      names       TEXT NOT NULL CHECK (json_valid(names)),
      PRIMARY KEY (site_id, agent_level)
    ) STRICT;

    -- The commission plan per site and currency: its rules, and tiers by month.
    CREATE TABLE agent_plans (
      site_id                   TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      currency                  TEXT NOT NULL,
      active_min_valid_bet_cents INTEGER NOT NULL CHECK (active_min_valid_bet_cents >= 0),
      transfer_min_cents        INTEGER NOT NULL CHECK (transfer_min_cents > 0),
      transfer_max_cents        INTEGER NOT NULL,
      CHECK (transfer_max_cents >= transfer_min_cents),
      PRIMARY KEY (site_id, currency)
    ) STRICT;
    CREATE TABLE agent_plan_tiers (
      site_id                 TEXT NOT NULL,
      currency                TEXT NOT NULL,
      tier                    INTEGER NOT NULL CHECK (tier >= 1),
      min_net_revenue_cents   INTEGER NOT NULL CHECK (min_net_revenue_cents >= 0),
      min_active_members      INTEGER NOT NULL CHECK (min_active_members >= 0),
      -- Basis points of net revenue (2500 = 25.00 %).
      rate_bp                 INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
      PRIMARY KEY (site_id, currency, tier),
      FOREIGN KEY (site_id, currency) REFERENCES agent_plans(site_id, currency) ON DELETE CASCADE
    ) STRICT;

    -- The agent agreement per language (HTML; the client sanitises it).
    CREATE TABLE agent_agreements (
      site_id  TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      language TEXT NOT NULL,
      title    TEXT NOT NULL,
      content  TEXT NOT NULL,
      PRIMARY KEY (site_id, language)
    ) STRICT;

    -- A member's application to become an agent; at most one pending at a time.
    CREATE TABLE agent_applications (
      id            INTEGER PRIMARY KEY,
      member_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      status        TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      contact_name  TEXT NOT NULL,
      contact_phone TEXT NOT NULL,
      contact_email TEXT NOT NULL,
      message       TEXT NOT NULL DEFAULT '',
      created_at    INTEGER NOT NULL,
      decided_at    INTEGER,
      CHECK ((status = 'pending') = (decided_at IS NULL))
    ) STRICT;
    CREATE UNIQUE INDEX agent_applications_one_pending ON agent_applications (member_id) WHERE status = 'pending';
    CREATE INDEX agent_applications_member ON agent_applications (member_id, id);

    -- A visit through an agent's registration link (?id=), per host.
    CREATE TABLE agent_link_visits (
      id         INTEGER PRIMARY KEY,
      agent_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      host       TEXT NOT NULL,
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX agent_link_visits_agent ON agent_link_visits (agent_id, host);

    -- A transfer from an agent's main balance to a downline member's (idempotent by request_id).
    CREATE TABLE agent_transfers (
      id           INTEGER PRIMARY KEY,
      agent_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      member_id    INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
      request_id   TEXT NOT NULL,
      created_at   INTEGER NOT NULL,
      UNIQUE (agent_id, request_id)
    ) STRICT;
    CREATE INDEX agent_transfers_agent ON agent_transfers (agent_id, created_at);

    -- A settled month of an agent ('YYYY-MM' in the site's zone); the commission is its ledger row.
    CREATE TABLE agent_settlements (
      id         INTEGER PRIMARY KEY,
      agent_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      period     TEXT NOT NULL,
      settled_at INTEGER NOT NULL,
      UNIQUE (agent_id, period)
    ) STRICT;

    -- The reports read ledger rows by reason over a member's time range.
    CREATE INDEX wallet_ledger_member_reason_time ON wallet_ledger (member_id, reason, created_at);
  `,
};
