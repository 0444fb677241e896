import type { Migration } from '../migrations.js';

// The shell has releases too (services/releases/gate.ts): its release.json says what it offers the
// remotes, and the one registered last is what the compatibility gate checks a remote against.
// SQLite cannot change a CHECK in place, so the registry is copied into a table that admits the
// module 'shell' and takes its name; the live map's and the health counters' references to it are
// checked before the change commits (rebuildsTables).
export const m021ShellReleases: Migration = {
  name: '021_shell_releases',
  rebuildsTables: true,
  sql: `
    CREATE TABLE releases_with_shell (
      module        TEXT NOT NULL CHECK (module = 'shell' OR module GLOB 'mf-[a-z]*'),
      version       TEXT NOT NULL,
      manifest_url  TEXT NOT NULL,
      record        TEXT NOT NULL CHECK (json_valid(record)),
      registered_by TEXT NOT NULL,
      registered_at INTEGER NOT NULL,
      PRIMARY KEY (module, version)
    ) STRICT;
    INSERT INTO releases_with_shell (module, version, manifest_url, record, registered_by, registered_at)
      SELECT module, version, manifest_url, record, registered_by, registered_at FROM releases;
    DROP TABLE releases;
    ALTER TABLE releases_with_shell RENAME TO releases;
  `,
};
