import type { Migration } from '../migrations.js';

// Registration (spec 01 §3-§8): register settings per site and currency, the service
// agreement, the register background, friend-recommend switches and codes, blacklists, the SMS
// balance, the registration log behind the 996/997 limits, and the member fields a registration
// collects (members.withdraw_password_hash and members.identity_id are read by the login flows).
export const m009Registration: Migration = {
  name: '009_registration',
  sql: `
    ALTER TABLE members ADD COLUMN member_birthday TEXT NOT NULL DEFAULT '';
    -- argon2id of the 4-digit withdraw password; '' = none set.
    ALTER TABLE members ADD COLUMN withdraw_password_hash TEXT NOT NULL DEFAULT '';
    ALTER TABLE members ADD COLUMN identity_id TEXT NOT NULL DEFAULT '';
    ALTER TABLE members ADD COLUMN member_qq TEXT NOT NULL DEFAULT '';
    ALTER TABLE members ADD COLUMN member_wechat TEXT NOT NULL DEFAULT '';
    ALTER TABLE members ADD COLUMN member_whats_app TEXT NOT NULL DEFAULT '';
    ALTER TABLE members ADD COLUMN member_zalo TEXT NOT NULL DEFAULT '';
    ALTER TABLE members ADD COLUMN member_fb TEXT NOT NULL DEFAULT '';
    ALTER TABLE members ADD COLUMN member_telegram TEXT NOT NULL DEFAULT '';
    ALTER TABLE members ADD COLUMN member_skype TEXT NOT NULL DEFAULT '';
    ALTER TABLE members ADD COLUMN member_others TEXT NOT NULL DEFAULT '';
    ALTER TABLE members ADD COLUMN phone_verified INTEGER NOT NULL DEFAULT 0 CHECK (phone_verified IN (0, 1));
    -- The member whose friend-recommend code this member registered with.
    ALTER TABLE members ADD COLUMN recommended_by INTEGER REFERENCES members(id);
    ALTER TABLE members ADD COLUMN register_ip TEXT NOT NULL DEFAULT '';
    -- The unique checks a register setting may ask for (spec 01 §5).
    CREATE INDEX members_site_name ON members (site_id, member_name);
    CREATE INDEX members_site_phone ON members (site_id, member_phone);
    CREATE INDEX members_site_email ON members (site_id, member_email COLLATE NOCASE);
    CREATE INDEX members_site_identity ON members (site_id, identity_id);
    CREATE INDEX members_parent_agent ON members (parent_agent_id);

    -- Spec 01 §3 "Register settings entry", per site and currency.
    CREATE TABLE register_settings (
      site_id                       TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      currency                      TEXT NOT NULL,
      name                          TEXT NOT NULL,
      is_display                    INTEGER NOT NULL DEFAULT 0 CHECK (is_display IN (0, 1)),
      is_required                   INTEGER NOT NULL DEFAULT 0 CHECK (is_required IN (0, 1)),
      is_unique                     INTEGER NOT NULL DEFAULT 0 CHECK (is_unique IN (0, 1)),
      is_member_center              INTEGER NOT NULL DEFAULT 0 CHECK (is_member_center IN (0, 1)),
      is_verification               INTEGER NOT NULL DEFAULT 0 CHECK (is_verification IN (0, 1)),
      is_member_center_verification INTEGER NOT NULL DEFAULT 0 CHECK (is_member_center_verification IN (0, 1)),
      sort                          INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (site_id, currency, name)
    ) STRICT;

    -- The service agreement (HTML written in the back office; sanitised by the client), per language.
    CREATE TABLE register_agreements (
      site_id    TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      language   TEXT NOT NULL,
      content    TEXT NOT NULL,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (site_id, language)
    ) STRICT;

    CREATE TABLE register_backgrounds (
      site_id          TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      template         TEXT NOT NULL,
      image_url        TEXT NOT NULL DEFAULT '',
      background_color TEXT NOT NULL DEFAULT '',
      PRIMARY KEY (site_id, template)
    ) STRICT;

    -- Whether friend recommendation (referral) is offered, per currency (POST /bonus_setting/check).
    CREATE TABLE bonus_settings (
      site_id   TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      currency  TEXT NOT NULL,
      is_friend INTEGER NOT NULL DEFAULT 0 CHECK (is_friend IN (0, 1)),
      PRIMARY KEY (site_id, currency)
    ) STRICT;

    -- A member's friend-recommend code (the invite link's ?invite=).
    CREATE TABLE recommend_codes (
      code       TEXT NOT NULL COLLATE NOCASE,
      site_id    TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      status     TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
      created_at INTEGER NOT NULL,
      PRIMARY KEY (site_id, code)
    ) STRICT;
    CREATE INDEX recommend_codes_member ON recommend_codes (member_id);

    -- Names, emails (whole address or '@domain'), phones a registration may not use (214, 216, 215).
    CREATE TABLE register_blacklist (
      site_id    TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      kind       TEXT NOT NULL CHECK (kind IN ('name', 'email', 'phone')),
      value      TEXT NOT NULL COLLATE NOCASE,
      reason     TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL,
      PRIMARY KEY (site_id, kind, value)
    ) STRICT;

    -- SMS the site may still send (code 103 at zero).
    CREATE TABLE sms_credits (
      site_id TEXT PRIMARY KEY REFERENCES sites(site_id) ON DELETE CASCADE,
      credits INTEGER NOT NULL DEFAULT 0 CHECK (credits >= 0)
    ) STRICT;

    -- Every POST /register that got past the body check: the 996 (per minute) and 997 (per day) limits count these.
    CREATE TABLE register_attempts (
      id             INTEGER PRIMARY KEY,
      site_id        TEXT NOT NULL,
      ip             TEXT NOT NULL,
      member_account TEXT NOT NULL DEFAULT '',
      result_code    INTEGER NOT NULL,
      created_at     INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX register_attempts_ip ON register_attempts (ip, created_at);
  `,
};
