import type { Migration } from '../migrations.js';

// A brand's module list names any remote of the manifest of remotes (remotes.json in
// @croupier/shared): 001's CHECK listed the five first remotes, so adding a remote meant a
// migration. SQLite cannot drop a CHECK in place: the table is rebuilt with the same rows.
export const m012SiteModulesAnyRemote: Migration = {
  name: '012_site_modules_any_remote',
  sql: `
    CREATE TABLE site_modules_new (
      site_id      TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      name         TEXT NOT NULL CHECK (name GLOB 'mf-[a-z]*'),
      manifest_url TEXT NOT NULL,
      enabled      INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
      sort         INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (site_id, name)
    ) STRICT;
    INSERT INTO site_modules_new (site_id, name, manifest_url, enabled, sort)
      SELECT site_id, name, manifest_url, enabled, sort FROM site_modules;
    DROP TABLE site_modules;
    ALTER TABLE site_modules_new RENAME TO site_modules;
  `,
};
