// Seed of registration: register settings per currency, the service agreement, register
// backgrounds, friend-recommend switches and codes, blacklists, SMS credits and an inactive agent.
// Idempotent (INSERT OR IGNORE on stable keys). Local data only.
import { seedSite } from '../seed-data.js';
import type { AreaSeed } from './index.js';
import { agreementSeed, backgroundSeed } from './register-content-data.js';
import {
  blacklistSeed,
  bonusSettingsSeed,
  inactiveAgentSeed,
  recommendCodesSeed,
  registerSettingsSeed,
  SMS_CREDITS_SEED,
} from './register-settings-data.js';

export const seedRegister: AreaSeed = (db, now) => {
  const siteId = seedSite.site_id;
  if (!db.prepare('SELECT 1 FROM sites WHERE site_id = ?').get(siteId)) return;

  const setting = db.prepare(
    `INSERT OR IGNORE INTO register_settings (site_id, currency, name, is_display, is_required, is_unique,
       is_member_center, is_verification, is_member_center_verification, sort)
     VALUES (@site_id, @currency, @name, @is_display, @is_required, @is_unique, @is_member_center,
       @is_verification, @is_member_center_verification, @sort)`,
  );
  for (const s of registerSettingsSeed) setting.run({ site_id: siteId, is_member_center_verification: 0, ...s });

  const agreement = db.prepare(
    'INSERT OR IGNORE INTO register_agreements (site_id, language, content, updated_at) VALUES (?, ?, ?, ?)',
  );
  for (const [language, content] of Object.entries(agreementSeed)) agreement.run(siteId, language, content, now);

  const background = db.prepare(
    'INSERT OR IGNORE INTO register_backgrounds (site_id, template, image_url, background_color) VALUES (?, ?, ?, ?)',
  );
  for (const b of backgroundSeed) background.run(siteId, b.template, b.image_url, b.background_color);

  const bonus = db.prepare('INSERT OR IGNORE INTO bonus_settings (site_id, currency, is_friend) VALUES (?, ?, ?)');
  for (const b of bonusSettingsSeed) bonus.run(siteId, b.currency, b.is_friend);

  db.prepare(
    `INSERT OR IGNORE INTO members (site_id, member_account, password_hash, member_name, member_currency, member_type,
       member_email, member_phone, is_agent, agent_active, agent_type, agent_level, created_at)
     VALUES (@site_id, @member_account, '!', @member_name, @member_currency, 2, @member_email, @member_phone, 1, 0, 1, 1, @now)`,
  ).run({ site_id: siteId, ...inactiveAgentSeed, now });

  const code = db.prepare(
    `INSERT OR IGNORE INTO recommend_codes (code, site_id, member_id, status, created_at)
     SELECT ?, site_id, id, ?, ? FROM members WHERE site_id = ? AND member_account = ?`,
  );
  for (const c of recommendCodesSeed) code.run(c.code, c.status, now, siteId, c.owner);

  const blacklist = db.prepare(
    'INSERT OR IGNORE INTO register_blacklist (site_id, kind, value, reason, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const b of blacklistSeed) blacklist.run(siteId, b.kind, b.value, b.reason, now);

  db.prepare('INSERT OR IGNORE INTO sms_credits (site_id, credits) VALUES (?, ?)').run(siteId, SMS_CREDITS_SEED);
};
