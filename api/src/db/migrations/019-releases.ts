import type { Migration } from '../migrations.js';

// Releases of the remotes (scripts/release.mjs makes them; docs/releasing.md): the registry of
// what a team has released, the live map of which release each site runs, and the record of every
// change of that map. A release never changes, so the registry is only ever added to; the live
// map is changed by compare-and-set on its revision, one row per site and remote. Times in epoch
// milliseconds.
export const m019Releases: Migration = {
  name: '019_releases',
  sql: `
    -- A registered release. record is its release.json as the team sent it (JSON text); the same
    -- version registered again must bring the same manifest_url and record.
    CREATE TABLE releases (
      module        TEXT NOT NULL CHECK (module GLOB 'mf-[a-z]*'),
      version       TEXT NOT NULL,
      manifest_url  TEXT NOT NULL,
      record        TEXT NOT NULL CHECK (json_valid(record)),
      registered_by TEXT NOT NULL,
      registered_at INTEGER NOT NULL,
      PRIMARY KEY (module, version)
    ) STRICT;

    -- The live map: the release a site serves of a remote (stable) and the one it tries on a share
    -- of its visitors (canary, canary_percent of them; none: NULL and 0). Both must be registered
    -- releases of that remote. revision goes up by one with every change, so a writer that read
    -- revision N changes the row only while it is still N. No row: the site runs no release of
    -- that remote (its module list's manifest_url holds).
    CREATE TABLE site_releases (
      site_id        TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      module         TEXT NOT NULL,
      stable         TEXT NOT NULL,
      canary         TEXT,
      canary_percent INTEGER NOT NULL DEFAULT 0 CHECK (canary_percent BETWEEN 0 AND 100),
      revision       INTEGER NOT NULL CHECK (revision > 0),
      updated_at     INTEGER NOT NULL,
      CHECK ((canary IS NULL) = (canary_percent = 0)),
      FOREIGN KEY (module, stable) REFERENCES releases(module, version),
      FOREIGN KEY (module, canary) REFERENCES releases(module, version),
      PRIMARY KEY (site_id, module)
    ) STRICT;

    -- Every change of the live map, written in the change's transaction: who (the release
    -- token's team), why, and the map's entry before and after. A rollback of the stable finds the
    -- stable to go back to by replaying these rows. Kept when a site goes (no cascade): a site with
    -- a record is not deleted.
    CREATE TABLE release_changes (
      id             INTEGER PRIMARY KEY,
      site_id        TEXT NOT NULL REFERENCES sites(site_id),
      module         TEXT NOT NULL,
      action         TEXT NOT NULL CHECK (action IN ('promote', 'canary', 'rollback')),
      from_stable    TEXT,
      to_stable      TEXT NOT NULL,
      from_canary    TEXT,
      to_canary      TEXT,
      canary_percent INTEGER NOT NULL CHECK (canary_percent BETWEEN 0 AND 100),
      revision       INTEGER NOT NULL,
      actor          TEXT NOT NULL,
      reason         TEXT NOT NULL,
      at             INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX release_changes_site ON release_changes (site_id, module, id);
  `,
};
