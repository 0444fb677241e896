import type { Migration } from '../migrations.js';

// The login flows: per-member switches, known devices, logins waiting for a device code
// or a double-validation answer, one-time tokens that allow a password reset, third-party sign-in.
export const m008LoginVerification: Migration = {
  name: '008_login_verification',
  sql: `
    -- Per-member login settings (spec 01 §8 codes 107 and 802, spec 02 §3 double validation).
    ALTER TABLE members ADD COLUMN device_verification INTEGER NOT NULL DEFAULT 0 CHECK (device_verification IN (0, 1));
    ALTER TABLE members ADD COLUMN double_validation INTEGER NOT NULL DEFAULT 0 CHECK (double_validation IN (0, 1));
    -- A member moved from another platform: logins answer 802 until a new password is set.
    ALTER TABLE members ADD COLUMN transfer_verification INTEGER NOT NULL DEFAULT 0 CHECK (transfer_verification IN (0, 1));

    -- Browsers (udid) a member has completed a login on.
    CREATE TABLE member_devices (
      member_id     INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      udid          TEXT NOT NULL,
      first_seen_at INTEGER NOT NULL,
      last_seen_at  INTEGER NOT NULL,
      PRIMARY KEY (member_id, udid)
    ) STRICT;

    -- A login whose password was right but which waits for a step (member_login_id = the id,
    -- handed out once; only its SHA-256 is kept). The login context is replayed when it completes.
    CREATE TABLE pending_logins (
      id_hash         TEXT PRIMARY KEY,
      member_id       INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      site_id         TEXT NOT NULL,
      step            TEXT NOT NULL CHECK (step IN ('device', 'double_validation')),
      udid            TEXT NOT NULL DEFAULT '',
      ip              TEXT NOT NULL DEFAULT '',
      user_agent      TEXT NOT NULL DEFAULT '',
      remote_addr     TEXT NOT NULL DEFAULT '',
      device          TEXT NOT NULL DEFAULT '',
      browser         TEXT NOT NULL DEFAULT '',
      contact_channel TEXT CHECK (contact_channel IN ('sms', 'email')),
      contact_to      TEXT NOT NULL DEFAULT '',
      questions       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(questions)),
      question_index  INTEGER NOT NULL DEFAULT 0,
      failures        INTEGER NOT NULL DEFAULT 0,
      created_at      INTEGER NOT NULL,
      expires_at      INTEGER NOT NULL,
      -- Set once: completed (a session was issued) or closed (too many failures).
      finished_at     INTEGER,
      outcome         TEXT CHECK (outcome IN ('completed', 'closed'))
    ) STRICT;
    CREATE INDEX pending_logins_member ON pending_logins (member_id, created_at);

    -- One-time permissions to set a new password: after transfer verification or a forgot-password SMS code.
    CREATE TABLE password_reset_tokens (
      token_hash TEXT PRIMARY KEY,
      member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      purpose    TEXT NOT NULL CHECK (purpose IN ('transfer', 'forgot')),
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at    INTEGER
    ) STRICT;

    -- Failed checks that are limited per subject (e.g. transfer verify per account).
    CREATE TABLE verification_failures (
      id         INTEGER PRIMARY KEY,
      kind       TEXT NOT NULL,
      subject    TEXT NOT NULL COLLATE NOCASE,
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX verification_failures_subject ON verification_failures (kind, subject, created_at);

    -- Third-party sign-in providers, per brand. 'dev' is the local development provider
    -- (offered only when the api runs with CROUPIER_DEV_OAUTH=1).
    CREATE TABLE auth_providers (
      site_id       TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      provider      TEXT NOT NULL,
      name          TEXT NOT NULL,
      authorize_url TEXT NOT NULL,
      enabled       INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
      sort          INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (site_id, provider)
    ) STRICT;

    -- Codes a provider hands to /authCallback; exchanged once for a session.
    CREATE TABLE oauth_codes (
      code_hash  TEXT PRIMARY KEY,
      provider   TEXT NOT NULL,
      site_id    TEXT NOT NULL,
      member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at    INTEGER
    ) STRICT;
  `,
};
