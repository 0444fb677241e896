import type { Migration } from '../migrations.js';

export const m001SitesMembersSessions: Migration = {
  name: '001_sites_members_sessions',
  sql: `
    CREATE TABLE sites (
      site_id    TEXT PRIMARY KEY,
      site_name  TEXT NOT NULL,
      titles     TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(titles)),
      settings   TEXT NOT NULL CHECK (json_valid(settings)),
      env_config TEXT NOT NULL CHECK (json_valid(env_config)),
      created_at INTEGER NOT NULL
    ) STRICT;

    CREATE TABLE site_modules (
      site_id      TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      name         TEXT NOT NULL CHECK (name IN ('mf-auth', 'mf-games', 'mf-member-center', 'mf-proxy', 'mf-promotions')),
      manifest_url TEXT NOT NULL,
      enabled      INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
      sort         INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (site_id, name)
    ) STRICT;

    CREATE TABLE members (
      id                                 INTEGER PRIMARY KEY,
      site_id                            TEXT NOT NULL REFERENCES sites(site_id),
      member_account                     TEXT NOT NULL COLLATE NOCASE,
      password_hash                      TEXT NOT NULL,
      member_name                        TEXT NOT NULL DEFAULT '',
      member_currency                    TEXT NOT NULL,
      member_type                        INTEGER NOT NULL DEFAULT 1,
      member_email                       TEXT NOT NULL DEFAULT '',
      member_phone                       TEXT NOT NULL DEFAULT '',
      is_agent                           INTEGER NOT NULL DEFAULT 0 CHECK (is_agent IN (0, 1)),
      agent_active                       INTEGER NOT NULL DEFAULT 0 CHECK (agent_active IN (0, 1)),
      agent_type                         INTEGER NOT NULL DEFAULT 0,
      agent_level                        INTEGER NOT NULL DEFAULT 0,
      parent_agent_id                    INTEGER REFERENCES members(id),
      status                             TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled', 'frozen')),
      cash_cents                         INTEGER NOT NULL DEFAULT 0 CHECK (cash_cents >= 0),
      is_playing                         INTEGER NOT NULL DEFAULT 0 CHECK (is_playing IN (0, 1)),
      cash_back_status                   INTEGER NOT NULL DEFAULT 0,
      wallet_status                      INTEGER NOT NULL DEFAULT 1,
      first_login_to_change_password     INTEGER NOT NULL DEFAULT 0 CHECK (first_login_to_change_password IN (0, 1)),
      need_bank_account_deposit_verified INTEGER NOT NULL DEFAULT 0 CHECK (need_bank_account_deposit_verified IN (0, 1)),
      created_at                         INTEGER NOT NULL,
      UNIQUE (site_id, member_account)
    ) STRICT;

    -- Only what the wallet needs today; the games issue extends this table.
    CREATE TABLE game_providers (
      gp_id      TEXT PRIMARY KEY,
      gp_name    TEXT NOT NULL,
      active     INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      icon_light TEXT NOT NULL DEFAULT '',
      icon_dark  TEXT NOT NULL DEFAULT ''
    ) STRICT;

    -- A member's balance held inside one game provider (transferred back to the main wallet).
    CREATE TABLE member_wallets (
      member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      gp_id      TEXT NOT NULL REFERENCES game_providers(gp_id),
      cash_cents INTEGER NOT NULL DEFAULT 0 CHECK (cash_cents >= 0),
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, gp_id)
    ) STRICT;

    -- gp_id NULL is the main wallet.
    CREATE TABLE wallet_ledger (
      id                  INTEGER PRIMARY KEY,
      member_id           INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      gp_id               TEXT REFERENCES game_providers(gp_id),
      amount_cents        INTEGER NOT NULL,
      balance_after_cents INTEGER NOT NULL,
      reason              TEXT NOT NULL,
      created_at          INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX wallet_ledger_member ON wallet_ledger (member_id, id);

    -- The token itself is never stored: only its SHA-256.
    CREATE TABLE sessions (
      token_hash TEXT PRIMARY KEY,
      member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      ip         TEXT NOT NULL DEFAULT '',
      user_agent TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked    INTEGER NOT NULL DEFAULT 0 CHECK (revoked IN (0, 1))
    ) STRICT;
    CREATE INDEX sessions_member ON sessions (member_id);

    CREATE TABLE captchas (
      token       TEXT PRIMARY KEY,
      answer_hash TEXT NOT NULL,
      type        INTEGER NOT NULL,
      site_id     TEXT NOT NULL,
      created_at  INTEGER NOT NULL,
      expires_at  INTEGER NOT NULL,
      used        INTEGER NOT NULL DEFAULT 0 CHECK (used IN (0, 1))
    ) STRICT;
    CREATE INDEX captchas_expiry ON captchas (expires_at);

    -- Audit trail and the source of the login rate limit.
    CREATE TABLE login_attempts (
      id             INTEGER PRIMARY KEY,
      site_id        TEXT NOT NULL,
      member_account TEXT NOT NULL COLLATE NOCASE,
      ip             TEXT NOT NULL,
      remote_addr    TEXT NOT NULL DEFAULT '',
      device         TEXT NOT NULL DEFAULT '',
      browser        TEXT NOT NULL DEFAULT '',
      result_code    INTEGER NOT NULL,
      created_at     INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX login_attempts_ip_account ON login_attempts (ip, member_account, created_at);

    CREATE TABLE ip_blocklist (
      ip         TEXT PRIMARY KEY,
      reason     TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL
    ) STRICT;
  `,
};
