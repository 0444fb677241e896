import type { Migration } from '../migrations.js';

// Promotions (spec 02 §2-§4, §7-§9): carousel banners, the marquee (announcements
// flagged for it), pop-up bulletins with per-member hides, red envelopes and their claims, the
// daily sign-in (paid as cash surplus) and the promotions pages. Texts are {language: text}
// (read in the request's language, else en_US); *content* is operator HTML the client
// sanitises. Money that reaches a member is one wallet_ledger row on main each, written with the
// row here in one transaction: 'red_envelope:<claim id>', 'signin:<sign-in id>',
// 'promotion:<application id>' (services/cashier/main-ledger.ts).
export const m017Promotions: Migration = {
  name: '017_promotions',
  sql: `
    -- A carousel picture. use_type 0 desktop large, 1 desktop small, 2 mobile; currency NULL =
    -- every currency. link_type 0 external (link_url http/https), 1 internal (a path), 2 game
    -- (game_link_parameter JSON); link_method 0 same page, 1 new tab. title is the alt text.
    CREATE TABLE carousel_pictures (
      id                  INTEGER PRIMARY KEY,
      site_id             TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      use_type            INTEGER NOT NULL CHECK (use_type IN (0, 1, 2)),
      currency            TEXT,
      url                 TEXT NOT NULL,
      title               TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(title)),
      link_type           INTEGER NOT NULL DEFAULT 1 CHECK (link_type IN (0, 1, 2)),
      link_method         INTEGER NOT NULL DEFAULT 0 CHECK (link_method IN (0, 1)),
      link_url            TEXT NOT NULL DEFAULT '',
      game_link_parameter TEXT CHECK (game_link_parameter IS NULL OR json_valid(game_link_parameter)),
      sort                INTEGER NOT NULL DEFAULT 0,
      created_at          INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX carousel_pictures_site ON carousel_pictures (site_id, use_type, sort);

    -- The marquee reads the announcements flagged for it (sort desc).
    ALTER TABLE announcements ADD COLUMN display_marquee INTEGER NOT NULL DEFAULT 0 CHECK (display_marquee IN (0, 1));

    -- A pop-up bulletin. audience 'guest' (/arks/web/bulletin) or 'member' (/bulletin/member,
    -- display_location 2 everywhere or 3 on the deposit page); display_device 0 both, 1 desktop,
    -- 2 mobile. updated_at (ms) is what a guest's close time and a member's hide compare with.
    CREATE TABLE bulletins (
      id               INTEGER PRIMARY KEY,
      site_id          TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      audience         TEXT NOT NULL CHECK (audience IN ('guest', 'member')),
      display_location INTEGER CHECK (display_location IS NULL OR display_location IN (2, 3)),
      display_device   INTEGER NOT NULL DEFAULT 0 CHECK (display_device IN (0, 1, 2)),
      title            TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(title)),
      content          TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(content)),
      sort             INTEGER NOT NULL DEFAULT 0,
      -- 0 = withdrawn: no longer popped up, still in the history.
      active           INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      updated_at       INTEGER NOT NULL,
      CHECK ((audience = 'guest') = (display_location IS NULL))
    ) STRICT;
    CREATE INDEX bulletins_site ON bulletins (site_id, audience, display_location, active);

    -- display_frequency per audience and location (0 once per member, 1 every session);
    -- display_location 0 stands for the guests' bulletins.
    CREATE TABLE bulletin_settings (
      site_id           TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      display_location  INTEGER NOT NULL CHECK (display_location IN (0, 2, 3)),
      display_frequency INTEGER NOT NULL DEFAULT 1 CHECK (display_frequency IN (0, 1)),
      PRIMARY KEY (site_id, display_location)
    ) STRICT;

    -- A member hid a bulletin (frequency 0): not sent again unless updated after hidden_at.
    CREATE TABLE bulletin_hides (
      member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      bulletin_id INTEGER NOT NULL REFERENCES bulletins(id) ON DELETE CASCADE,
      hidden_at   INTEGER NOT NULL,
      PRIMARY KEY (member_id, bulletin_id)
    ) STRICT;

    -- A red envelope for the members of one currency: budget_cents shared out in shares random
    -- amounts of at least min_cents each; paid_cents and claimed count what went out (never more
    -- than budget_cents and shares: CHECKs, and the claim's transaction).
    CREATE TABLE red_envelopes (
      id           INTEGER PRIMARY KEY,
      site_id      TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      currency     TEXT NOT NULL,
      budget_cents INTEGER NOT NULL CHECK (budget_cents > 0),
      shares       INTEGER NOT NULL CHECK (shares > 0),
      min_cents    INTEGER NOT NULL DEFAULT 1 CHECK (min_cents > 0),
      paid_cents   INTEGER NOT NULL DEFAULT 0 CHECK (paid_cents >= 0 AND paid_cents <= budget_cents),
      claimed      INTEGER NOT NULL DEFAULT 0 CHECK (claimed >= 0 AND claimed <= shares),
      starts_at    INTEGER NOT NULL,
      ends_at      INTEGER NOT NULL,
      created_at   INTEGER NOT NULL,
      CHECK (budget_cents >= shares * min_cents)
    ) STRICT;
    CREATE INDEX red_envelopes_site ON red_envelopes (site_id, currency, ends_at);

    -- One claim per member and envelope; request_id makes a retried claim answer the first.
    CREATE TABLE red_envelope_claims (
      id          INTEGER PRIMARY KEY,
      envelope_id INTEGER NOT NULL REFERENCES red_envelopes(id) ON DELETE CASCADE,
      member_id   INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      cash_cents  INTEGER NOT NULL CHECK (cash_cents > 0),
      request_id  TEXT,
      ledger_id   INTEGER NOT NULL REFERENCES wallet_ledger(id),
      created_at  INTEGER NOT NULL,
      UNIQUE (envelope_id, member_id)
    ) STRICT;

    -- The daily sign-in per site and currency (cash_surplus/check answers active): a 7-day
    -- cycle of rewards (rewards_cents, a JSON array of 7), between start and end dates
    -- ('YYYY-MM-DD' in the site's time zone; end NULL = no end).
    CREATE TABLE signin_activities (
      site_id       TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      currency      TEXT NOT NULL,
      active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      start_date    TEXT NOT NULL,
      end_date      TEXT,
      rewards_cents TEXT NOT NULL CHECK (json_valid(rewards_cents) AND json_array_length(rewards_cents) = 7),
      PRIMARY KEY (site_id, currency)
    ) STRICT;

    -- One sign-in per member and day (site zone); streak_day is its place in the cycle (1..7).
    CREATE TABLE signins (
      id           INTEGER PRIMARY KEY,
      member_id    INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      day          TEXT NOT NULL,
      streak_day   INTEGER NOT NULL CHECK (streak_day BETWEEN 1 AND 7),
      reward_cents INTEGER NOT NULL CHECK (reward_cents >= 0),
      request_id   TEXT,
      ledger_id    INTEGER REFERENCES wallet_ledger(id),
      created_at   INTEGER NOT NULL,
      UNIQUE (member_id, day)
    ) STRICT;

    -- Promotion categories and promotions, texts per language. currency NULL = every currency.
    -- apply_type 0 none, 1 apply (reviewed), 2 claim bonus_cents at once.
    CREATE TABLE promotion_categories (
      id      INTEGER PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      name    TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(name)),
      sort    INTEGER NOT NULL DEFAULT 0
    ) STRICT;
    CREATE TABLE promotions (
      id          INTEGER PRIMARY KEY,
      site_id     TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      category_id INTEGER NOT NULL REFERENCES promotion_categories(id) ON DELETE CASCADE,
      currency    TEXT,
      title       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(title)),
      summary     TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(summary)),
      content     TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(content)),
      picture     TEXT NOT NULL DEFAULT '',
      apply_type  INTEGER NOT NULL DEFAULT 0 CHECK (apply_type IN (0, 1, 2)),
      bonus_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
      sort        INTEGER NOT NULL DEFAULT 0,
      starts_at   INTEGER NOT NULL,
      ends_at     INTEGER,
      created_at  INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX promotions_site ON promotions (site_id, category_id, sort);

    -- A member's application (apply_type 1: pending until the operator decides) or claim
    -- (apply_type 2: approved at once with its ledger row).
    CREATE TABLE promotion_applications (
      id           INTEGER PRIMARY KEY,
      promotion_id INTEGER NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
      member_id    INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      status       TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
      bonus_cents  INTEGER NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
      request_id   TEXT,
      ledger_id    INTEGER REFERENCES wallet_ledger(id),
      created_at   INTEGER NOT NULL,
      decided_at   INTEGER,
      UNIQUE (promotion_id, member_id)
    ) STRICT;
  `,
};
