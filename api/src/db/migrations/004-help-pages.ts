import type { Migration } from '../migrations.js';

// Help (faq) pages per site and language (spec 01 §2: /faq/{id}). The text is the brand's HTML;
// the shell sanitises it before showing it.
export const m004HelpPages: Migration = {
  name: '004_help_pages',
  sql: `
    CREATE TABLE help_pages (
      site_id    TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      help_id    INTEGER NOT NULL,
      language   TEXT NOT NULL,
      title      TEXT NOT NULL,
      content    TEXT NOT NULL,
      sort       INTEGER NOT NULL DEFAULT 0,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (site_id, help_id, language)
    ) STRICT;
  `,
};
