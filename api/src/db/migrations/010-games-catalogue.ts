import type { Migration } from '../migrations.js';

// The games catalogue (spec 02 §3): game types, providers with their types, games,
// the home page's template sections, favourites, last played, jackpots, provider maintenance,
// and the provider game sessions the api's own demo provider plays against.
export const m010GamesCatalogue: Migration = {
  name: '010_games_catalogue',
  sql: `
    ALTER TABLE game_providers ADD COLUMN app_id TEXT NOT NULL DEFAULT '';
    ALTER TABLE game_providers ADD COLUMN sort INTEGER NOT NULL DEFAULT 0;
    -- 1: the provider offers demo play (GPR8, GPJD, GPFC, GPJL).
    ALTER TABLE game_providers ADD COLUMN demo INTEGER NOT NULL DEFAULT 0 CHECK (demo IN (0, 1));
    -- Maintenance window, epoch ms; play1 answers 203 while now is inside it (NULL end = open-ended).
    ALTER TABLE game_providers ADD COLUMN maintain_start INTEGER;
    ALTER TABLE game_providers ADD COLUMN maintain_end INTEGER;

    CREATE TABLE game_types (
      gt_id       INTEGER PRIMARY KEY,
      prefix      TEXT NOT NULL,
      type_name   TEXT NOT NULL,
      -- gt_name per language code, JSON {"en_US": "Slots", ...}
      gt_name     TEXT NOT NULL,
      sort        INTEGER NOT NULL DEFAULT 0
    ) STRICT;

    -- Which game types a provider offers, with the logo override for that type ('' = provider's).
    CREATE TABLE provider_game_types (
      gp_id    TEXT NOT NULL REFERENCES game_providers(gp_id),
      gt_id    INTEGER NOT NULL REFERENCES game_types(gt_id),
      house    INTEGER NOT NULL DEFAULT 0,
      logo     TEXT NOT NULL DEFAULT '',
      sort     INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (gp_id, gt_id)
    ) STRICT;

    CREATE TABLE games (
      id          INTEGER PRIMARY KEY,
      gp_id       TEXT NOT NULL REFERENCES game_providers(gp_id),
      game_type   INTEGER NOT NULL REFERENCES game_types(gt_id),
      game_code   TEXT NOT NULL,
      house       INTEGER NOT NULL DEFAULT 0,
      -- 0: the entry is a hall (the provider's list), 1: one game.
      customized  INTEGER NOT NULL DEFAULT 1 CHECK (customized IN (0, 1)),
      -- game_name: a plain string, or JSON {"en_US": ..., "zh_CN": ...}
      game_name   TEXT NOT NULL,
      -- Art URL; '' = the api's generated thumbnail.
      icon        TEXT NOT NULL DEFAULT '',
      is_hot      INTEGER NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
      is_new      INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
      demo        INTEGER NOT NULL DEFAULT 0 CHECK (demo IN (0, 1)),
      -- Support devices offered, comma list of SUPPORT_DEVICE codes ('0,1,2').
      devices     TEXT NOT NULL DEFAULT '0,1,2',
      active      INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      sort        INTEGER NOT NULL DEFAULT 0,
      UNIQUE (gp_id, game_type, game_code)
    ) STRICT;
    CREATE INDEX games_type ON games (game_type, gp_id, sort);

    CREATE TABLE template_game_sections (
      id       INTEGER PRIMARY KEY,
      site_id  TEXT NOT NULL,
      gt_id    INTEGER NOT NULL REFERENCES game_types(gt_id),
      title    TEXT NOT NULL,
      sort     INTEGER NOT NULL DEFAULT 0,
      UNIQUE (site_id, gt_id)
    ) STRICT;
    CREATE TABLE template_game_section_games (
      section_id INTEGER NOT NULL REFERENCES template_game_sections(id) ON DELETE CASCADE,
      game_id    INTEGER NOT NULL REFERENCES games(id),
      sort       INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (section_id, game_id)
    ) STRICT;

    CREATE TABLE member_game_favorites (
      member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      game_id    INTEGER NOT NULL REFERENCES games(id),
      created_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, game_id)
    ) STRICT;

    CREATE TABLE member_last_played (
      member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      game_id    INTEGER NOT NULL REFERENCES games(id),
      played_at  INTEGER NOT NULL,
      PRIMARY KEY (member_id, game_id)
    ) STRICT;
    CREATE INDEX member_last_played_recent ON member_last_played (member_id, played_at DESC);

    -- A jackpot pool per site and currency; it grows with time from base_cents (see the jackpot route).
    CREATE TABLE jackpots (
      site_id        TEXT NOT NULL,
      currency       TEXT NOT NULL,
      base_cents     INTEGER NOT NULL,
      growth_cents_s INTEGER NOT NULL DEFAULT 0,
      started_at     INTEGER NOT NULL,
      PRIMARY KEY (site_id, currency)
    ) STRICT;

    -- A launch of the api's own game page. Real sessions play against member_wallets (gp_id);
    -- demo sessions play with fun money held here (demo_cents) and touch no wallet.
    CREATE TABLE game_sessions (
      token_hash  TEXT PRIMARY KEY,
      member_id   INTEGER REFERENCES members(id) ON DELETE CASCADE,
      game_id     INTEGER NOT NULL REFERENCES games(id),
      gp_id       TEXT NOT NULL REFERENCES game_providers(gp_id),
      demo        INTEGER NOT NULL DEFAULT 0 CHECK (demo IN (0, 1)),
      demo_cents  INTEGER NOT NULL DEFAULT 0 CHECK (demo_cents >= 0),
      lobby_url   TEXT NOT NULL DEFAULT '',
      created_at  INTEGER NOT NULL,
      ended_at    INTEGER
    ) STRICT;
    CREATE INDEX game_sessions_member ON game_sessions (member_id, ended_at);
  `,
};
