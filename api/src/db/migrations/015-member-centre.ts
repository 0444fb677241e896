import type { Migration } from '../migrations.js';

// The member centre (spec 02 §2-§3, §7): in-site letters, announcements (after login here; the
// marquee and the before-login list read the same table), the profile's LINE handle, and the
// friend referral's terms, rules text and rewards. The referral's code and link come from
// migration 009 (recommend_codes, members.recommended_by).
export const m015MemberCentre: Migration = {
  name: '015_member_centre',
  sql: `
    ALTER TABLE members ADD COLUMN member_line TEXT NOT NULL DEFAULT '';
    -- When the member's first deposit was approved (the referral's has_deposited); NULL = none yet.
    ALTER TABLE members ADD COLUMN first_deposit_at INTEGER;

    -- A letter to one member. content is operator HTML (the client sanitises it); deleted = the
    -- member removed it (kept for the back office).
    CREATE TABLE letters (
      id         INTEGER PRIMARY KEY,
      site_id    TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      title      TEXT NOT NULL,
      content    TEXT NOT NULL,
      is_read    INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
      deleted    INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX letters_member ON letters (member_id, deleted, id);

    -- An announcement of the site. title and content are {language: text} (content HTML), read in
    -- the request's language, else en_US. Where it shows is a flag each (before login, after
    -- login; a later migration may add the marquee's).
    CREATE TABLE announcements (
      id                   INTEGER PRIMARY KEY,
      site_id              TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      title                TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(title)),
      content              TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(content)),
      display_before_login INTEGER NOT NULL DEFAULT 0 CHECK (display_before_login IN (0, 1)),
      display_after_login  INTEGER NOT NULL DEFAULT 0 CHECK (display_after_login IN (0, 1)),
      sort                 INTEGER NOT NULL DEFAULT 0,
      created_at           INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX announcements_site ON announcements (site_id, created_at);

    -- The referral's reward per currency: rate in basis points of the referred member's first
    -- deposit (500 = 5.00 %), capped at reward_cap_cents (0 = no cap).
    ALTER TABLE bonus_settings ADD COLUMN reward_rate_bp INTEGER NOT NULL DEFAULT 0 CHECK (reward_rate_bp BETWEEN 0 AND 10000);
    ALTER TABLE bonus_settings ADD COLUMN reward_cap_cents INTEGER NOT NULL DEFAULT 0 CHECK (reward_cap_cents >= 0);

    -- The referral's rules text (HTML, sanitised by the client), per language.
    CREATE TABLE recommend_rules (
      site_id  TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      language TEXT NOT NULL,
      content  TEXT NOT NULL,
      PRIMARY KEY (site_id, language)
    ) STRICT;

    -- One reward per referred member, on its first approved deposit, paid into the referrer's
    -- main wallet by the wallet_ledger row ledger_id (reason 'reward').
    CREATE TABLE recommend_rewards (
      id            INTEGER PRIMARY KEY,
      site_id       TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      referrer_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      member_id     INTEGER NOT NULL UNIQUE REFERENCES members(id) ON DELETE CASCADE,
      order_number  TEXT NOT NULL,
      deposit_cents INTEGER NOT NULL CHECK (deposit_cents > 0),
      reward_cents  INTEGER NOT NULL CHECK (reward_cents > 0),
      ledger_id     INTEGER NOT NULL REFERENCES wallet_ledger(id),
      created_at    INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX recommend_rewards_referrer ON recommend_rewards (referrer_id, created_at);
    CREATE INDEX members_recommended_by ON members (recommended_by);
  `,
};
