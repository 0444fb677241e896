import type { Migration } from '../migrations.js';

// Site content the shell shows (spec 01 §3 "Content lists", §7): logos, footer groups and links,
// floating side buttons, the mobile bottom navigation per template, the model lists (home ads,
// sponsors, login content) and the mobile templates' settings. Texts a visitor reads are JSON
// maps by language ({"en_US": "…"}) except the model lists, which have one row per language
// because their call names the language. Images are small SVGs kept in content_assets and
// served under /api/assets/.
export const m003SiteContent: Migration = {
  name: '003_site_content',
  sql: `
    CREATE TABLE content_assets (
      path       TEXT PRIMARY KEY CHECK (path GLOB '[a-z0-9]*' AND path NOT LIKE '%..%'),
      mime       TEXT NOT NULL,
      body       TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    ) STRICT;

    CREATE TABLE content_logos (
      id         INTEGER PRIMARY KEY,
      site_id    TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      device     TEXT NOT NULL CHECK (device IN ('pc', 'mobile')),
      photo_path TEXT NOT NULL,
      sort       INTEGER NOT NULL DEFAULT 0,
      UNIQUE (site_id, device)
    ) STRICT;

    CREATE TABLE content_footer_groups (
      id      INTEGER PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      slug    TEXT NOT NULL,
      title   TEXT NOT NULL CHECK (json_valid(title)),
      content TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(content)),
      sort    INTEGER NOT NULL DEFAULT 0,
      UNIQUE (site_id, slug)
    ) STRICT;

    CREATE TABLE content_footer_links (
      id        INTEGER PRIMARY KEY,
      group_id  INTEGER NOT NULL REFERENCES content_footer_groups(id) ON DELETE CASCADE,
      slug      TEXT NOT NULL,
      title     TEXT NOT NULL CHECK (json_valid(title)),
      url       TEXT NOT NULL,
      open_type TEXT NOT NULL CHECK (open_type IN ('route', 'new_window', 'customer_service')),
      sort      INTEGER NOT NULL DEFAULT 0,
      UNIQUE (group_id, slug)
    ) STRICT;

    CREATE TABLE content_floats (
      id        INTEGER PRIMARY KEY,
      site_id   TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      slug      TEXT NOT NULL,
      icon      TEXT NOT NULL,
      title     TEXT NOT NULL CHECK (json_valid(title)),
      url       TEXT NOT NULL DEFAULT '',
      open_type TEXT NOT NULL CHECK (open_type IN ('route', 'new_window', 'customer_service')),
      sort      INTEGER NOT NULL DEFAULT 0,
      UNIQUE (site_id, slug)
    ) STRICT;

    -- One list per template (H5_1..H5_8); the desktop ('pc') has no bottom navigation.
    CREATE TABLE content_mobile_footer (
      id       INTEGER PRIMARY KEY,
      site_id  TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      template TEXT NOT NULL,
      slug     TEXT NOT NULL,
      icon     TEXT NOT NULL,
      title    TEXT NOT NULL CHECK (json_valid(title)),
      action   TEXT NOT NULL CHECK (action IN ('route', 'deposit', 'customer_service')),
      path     TEXT NOT NULL DEFAULT '',
      sort     INTEGER NOT NULL DEFAULT 0,
      UNIQUE (site_id, template, slug)
    ) STRICT;

    CREATE TABLE content_models (
      id            INTEGER PRIMARY KEY,
      site_id       TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      kind          TEXT NOT NULL CHECK (kind IN ('setting', 'sponsor', 'login')),
      slug          TEXT NOT NULL,
      language      TEXT NOT NULL,
      model_version INTEGER NOT NULL DEFAULT 1,
      title         TEXT NOT NULL,
      description   TEXT NOT NULL DEFAULT '',
      content       TEXT NOT NULL DEFAULT '',
      photo_path    TEXT NOT NULL DEFAULT '',
      link          TEXT NOT NULL DEFAULT '',
      sort          INTEGER NOT NULL DEFAULT 0,
      UNIQUE (site_id, kind, slug, language, model_version)
    ) STRICT;
    CREATE INDEX content_models_list ON content_models (site_id, kind, language, model_version, sort);

    CREATE TABLE template_configs (
      template      TEXT PRIMARY KEY CHECK (template GLOB 'H5_[1-8]'),
      theme         TEXT NOT NULL CHECK (theme IN ('dark', 'light')),
      model_version INTEGER NOT NULL DEFAULT 1,
      variables     TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(variables))
    ) STRICT;
  `,
};
