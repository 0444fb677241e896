import type { Migration } from '../migrations.js';

// Per-address limits count an IPv6 /64 as one client (lib/address-key.ts): the attempt logs get
// the key they are counted by (older rows keep their address as key). Failed logins are also
// counted per account name: login_account_locks holds a name's lock, the same for an unknown
// name as for a member's. Sessions get the time they were last used, for the idle timeout.
export const m013LoginThrottleSessionsIdle: Migration = {
  name: '013_login_throttle_sessions_idle',
  sql: `
    ALTER TABLE login_attempts ADD COLUMN ip_key TEXT NOT NULL DEFAULT '';
    UPDATE login_attempts SET ip_key = ip;
    CREATE INDEX login_attempts_ip_key ON login_attempts (ip_key, member_account, created_at);
    CREATE INDEX login_attempts_account ON login_attempts (site_id, member_account, created_at);

    ALTER TABLE register_attempts ADD COLUMN ip_key TEXT NOT NULL DEFAULT '';
    UPDATE register_attempts SET ip_key = ip;
    CREATE INDEX register_attempts_ip_key ON register_attempts (ip_key, created_at);

    CREATE TABLE login_account_locks (
      site_id        TEXT NOT NULL,
      member_account TEXT NOT NULL COLLATE NOCASE,
      locked_until   INTEGER NOT NULL,
      PRIMARY KEY (site_id, member_account)
    ) STRICT;

    ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
    UPDATE sessions SET last_seen_at = created_at;
  `,
};
