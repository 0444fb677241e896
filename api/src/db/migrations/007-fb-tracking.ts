import type { Migration } from '../migrations.js';

// Ad-tracking events (spec 01 §7, POST /api/fb_tracking). The reference api makes no call to
// the ad platform: it stores each event here, where a brand's forwarder (or a test) reads them.
// An event is kept once per site, name and event id: two tabs reporting one deposit store one row.
export const m007FbTracking: Migration = {
  name: '007_fb_tracking',
  sql: `
    CREATE TABLE fb_tracking_events (
      id               INTEGER PRIMARY KEY,
      site_id          TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      pixel_id         TEXT NOT NULL,
      event_name       TEXT NOT NULL CHECK (event_name IN ('e_first_pay', 'e_pay', 'Purchase')),
      event_id         TEXT NOT NULL,
      value_cents      INTEGER,
      currency         TEXT,
      fbp              TEXT,
      fbc              TEXT,
      language         TEXT NOT NULL,
      event_source_url TEXT NOT NULL,
      member_id        INTEGER REFERENCES members(id) ON DELETE SET NULL,
      client_ip        TEXT NOT NULL,
      user_agent       TEXT NOT NULL,
      created_at       INTEGER NOT NULL,
      UNIQUE (site_id, event_name, event_id)
    ) STRICT;
  `,
};
