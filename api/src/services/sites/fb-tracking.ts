// The ad-tracking events a site's pages report (POST /api/fb_tracking, spec 01 §7), kept in
// fb_tracking_events once per site, event name and event id. The reference api forwards them to no
// ad platform.
import type { Db } from '../../db/database.js';

export interface FbTrackingEventRow {
  site_id: string;
  pixel_id: string;
  event_name: string;
  event_id: string;
  value_cents: number | null;
  currency: string | null;
  fbp: string | null;
  fbc: string | null;
  language: string;
  event_source_url: string;
  member_id: number | null;
  client_ip: string;
  user_agent: string;
  created_at: number;
}

export function createFbTracking(db: Db) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO fb_tracking_events
       (site_id, pixel_id, event_name, event_id, value_cents, currency, fbp, fbc, language, event_source_url,
        member_id, client_ip, user_agent, created_at)
     VALUES (@site_id, @pixel_id, @event_name, @event_id, @value_cents, @currency, @fbp, @fbc, @language,
        @event_source_url, @member_id, @client_ip, @user_agent, @created_at)`,
  );
  return {
    /** Keeps the event; one already kept (same site, name and event id) is left as it was. */
    record(event: FbTrackingEventRow): void {
      insert.run(event);
    },
  };
}
