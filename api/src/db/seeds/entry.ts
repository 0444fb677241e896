// Demo mode's test account (spec 01 §1: IS_DEMO "fakes a login with a test account"): one
// `demo_player` per site, with a play balance. Its password hash is not a hash at all, so no
// password ever matches: the only way in is POST /api/demo/login while IS_DEMO is on.
import type { AreaSeed } from './index.js';

/** The account the faked login signs in as (POST /api/demo/login). */
export const DEMO_ACCOUNT = 'demo_player';

export const seedEntry: AreaSeed = (db, now) => {
  db.prepare(
    `INSERT OR IGNORE INTO members (site_id, member_account, password_hash, member_name, member_currency,
       member_type, status, cash_cents, created_at)
     SELECT site_id, ?, '!no-password', 'Demo Player',
       TRIM(SUBSTR(json_extract(settings, '$.CURRENCY') || ',', 1, INSTR(json_extract(settings, '$.CURRENCY') || ',', ',') - 1)),
       1, 'active', 1000000, ?
     FROM sites`,
  ).run(DEMO_ACCOUNT, now);
};
