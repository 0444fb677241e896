// Realtime and tracking seed: the demo site's ad pixel, on for en_US so a local run and
// the e2e tests see tracking work (a real brand lists e.g. ['vi_VN']). Idempotent: the setting is
// added only where the site has none, so an operator's change survives a restart.
import { seedSite } from '../seed-data.js';
import type { Db } from '../database.js';

export const DEMO_FB_PIXEL = { id: 'croupier-demo-pixel', languages: ['en_US'] };

export function seedRealtime(db: Db): void {
  db.prepare(
    `UPDATE sites SET env_config = json_set(env_config, '$.fb_pixel', json(?))
     WHERE site_id = ? AND json_type(env_config, '$.fb_pixel') IS NULL`,
  ).run(JSON.stringify(DEMO_FB_PIXEL), seedSite.site_id);
}
