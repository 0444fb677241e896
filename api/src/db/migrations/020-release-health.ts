import type { Migration } from '../migrations.js';

// The health of the releases a site runs, as its visitors' browsers report it (POST
// /api/arks/web/site/release-health; docs/releasing.md "The canary guard"): per site, remote and
// version, the loads and the failed loads counted while the live map's entry was at `revision`.
// A report under another revision of the entry starts the counters afresh, so a canary set again,
// or set at another percent, is judged on its new visitors only. Times in epoch milliseconds.
export const m020ReleaseHealth: Migration = {
  name: '020_release_health',
  sql: `
    -- Only the entry's current stable and canary are counted; a row of an older version stays
    -- until that version is placed again and reported under the new revision.
    CREATE TABLE release_health (
      site_id    TEXT NOT NULL,
      module     TEXT NOT NULL,
      version    TEXT NOT NULL,
      revision   INTEGER NOT NULL CHECK (revision > 0),
      loads      INTEGER NOT NULL CHECK (loads >= 0),
      failures   INTEGER NOT NULL CHECK (failures BETWEEN 0 AND loads),
      updated_at INTEGER NOT NULL,
      FOREIGN KEY (site_id, module) REFERENCES site_releases(site_id, module) ON DELETE CASCADE,
      FOREIGN KEY (module, version) REFERENCES releases(module, version),
      PRIMARY KEY (site_id, module, version)
    ) STRICT;
  `,
};
