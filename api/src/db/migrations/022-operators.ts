import type { Migration } from '../migrations.js';

// The operators of the brands and what they did (docs/operators.md): accounts of their own (never
// members), their roles and sites, their sessions in the console, their sign-in attempts, and the
// audit log every operator action writes in the transaction of its change. Times in epoch ms.
export const m022Operators: Migration = {
  name: '022_operators',
  sql: `
    CREATE TABLE operators (
      id              INTEGER PRIMARY KEY,
      account         TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(account) BETWEEN 3 AND 32),
      display_name    TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 64),
      password_hash   TEXT NOT NULL,
      -- Base32; null until the operator enrols at the first sign-in.
      totp_secret     TEXT,
      -- The last TOTP time step accepted: a code is good once (replay).
      totp_last_step  INTEGER NOT NULL DEFAULT 0,
      roles           TEXT NOT NULL CHECK (json_valid(roles) AND json_type(roles) = 'array'),
      all_sites       INTEGER NOT NULL DEFAULT 0 CHECK (all_sites IN (0, 1)),
      -- The local owner of a development database: production refuses to start while it is active.
      seeded          INTEGER NOT NULL DEFAULT 0 CHECK (seeded IN (0, 1)),
      disabled_at     INTEGER,
      created_at      INTEGER NOT NULL,
      created_by      INTEGER REFERENCES operators(id)
    ) STRICT;

    CREATE TABLE operator_sites (
      operator_id INTEGER NOT NULL REFERENCES operators(id),
      site_id     TEXT NOT NULL REFERENCES sites(site_id),
      PRIMARY KEY (operator_id, site_id)
    ) STRICT;

    -- SHA-256 of each code; a used code is kept, marked.
    CREATE TABLE operator_recovery_codes (
      operator_id INTEGER NOT NULL REFERENCES operators(id),
      code_hash   TEXT NOT NULL,
      used_at     INTEGER,
      PRIMARY KEY (operator_id, code_hash)
    ) STRICT;

    -- id is the SHA-256 of the cookie's token. A session is 'password' (the first factor passed,
    -- the second awaited; enrol_secret set when the operator has none yet) or 'active'.
    CREATE TABLE operator_sessions (
      id            TEXT PRIMARY KEY,
      operator_id   INTEGER NOT NULL REFERENCES operators(id),
      stage         TEXT NOT NULL CHECK (stage IN ('password', 'active')),
      enrol_secret  TEXT,
      csrf_token    TEXT NOT NULL,
      address       TEXT NOT NULL,
      user_agent    TEXT NOT NULL DEFAULT '',
      created_at    INTEGER NOT NULL,
      last_seen_at  INTEGER NOT NULL,
      expires_at    INTEGER NOT NULL,
      ended_at      INTEGER
    ) STRICT;
    CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

    CREATE TABLE operator_login_attempts (
      id         INTEGER PRIMARY KEY,
      account    TEXT NOT NULL COLLATE NOCASE,
      address    TEXT NOT NULL,
      step       TEXT NOT NULL CHECK (step IN ('password', 'second_factor')),
      ok         INTEGER NOT NULL CHECK (ok IN (0, 1)),
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX operator_login_attempts_account ON operator_login_attempts (account, created_at);
    CREATE INDEX operator_login_attempts_address ON operator_login_attempts (address, created_at);

    -- Append-only: no route edits or deletes it, and the triggers refuse any statement that would.
    CREATE TABLE audit_log (
      id               INTEGER PRIMARY KEY,
      at               INTEGER NOT NULL,
      operator_id      INTEGER REFERENCES operators(id),
      operator_account TEXT NOT NULL,
      site_id          TEXT,
      action           TEXT NOT NULL,
      target           TEXT,
      before           TEXT CHECK (before IS NULL OR json_valid(before)),
      after            TEXT CHECK (after IS NULL OR json_valid(after)),
      address          TEXT NOT NULL
    ) STRICT;
    CREATE INDEX audit_log_site ON audit_log (site_id, id);
    CREATE INDEX audit_log_action ON audit_log (action, id);
    CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
    CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
  `,
};
