import type { Migration } from '../migrations.js';

// Responsible gaming: the limits a member sets on themself, the reality check's
// interval, time-outs and self-exclusions, and the history of every change. Money in cents of
// the member's currency, session limits in minutes, times in epoch milliseconds; periods are
// calendar periods in the site's time zone (services read members' usage from cashier_orders
// and wallet_ledger's 'bet'/'win' rows, both indexed by member and time).
export const m018ResponsibleGaming: Migration = {
  name: '018_responsible_gaming',
  sql: `
    -- One row per member and subject ('deposit_day' … 'loss_month', 'session'). value is the limit
    -- in force (NULL = none). A raise or removal waits: pending_effective_at is when pending_value
    -- (NULL = removal) replaces value; until then value holds. A lower limit is written to value at
    -- once (and clears any pending raise). The value in force at time t is
    --   CASE WHEN pending_effective_at IS NOT NULL AND pending_effective_at <= t THEN pending_value ELSE value END
    -- so a due change holds even before the service folds it into value (and writes its history row).
    CREATE TABLE rg_limits (
      member_id            INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      subject              TEXT NOT NULL CHECK (subject IN ('deposit_day', 'deposit_week', 'deposit_month',
                             'loss_day', 'loss_week', 'loss_month', 'session')),
      value                INTEGER CHECK (value IS NULL OR value > 0),
      pending_value        INTEGER CHECK (pending_value IS NULL OR pending_value > 0),
      pending_effective_at INTEGER,
      updated_at           INTEGER NOT NULL,
      CHECK (pending_value IS NULL OR pending_effective_at IS NOT NULL),
      PRIMARY KEY (member_id, subject)
    ) STRICT;

    -- The reality check's interval in minutes (15, 30 or 60); NULL = off. Applies at once.
    ALTER TABLE members ADD COLUMN reality_check_minutes INTEGER CHECK (reality_check_minutes IN (15, 30, 60));

    -- A time-out or self-exclusion: no login (any way in) while started_at <= now < until. Never
    -- shortened or deleted by the member; an operator's development route may end one.
    CREATE TABLE rg_exclusions (
      id         INTEGER PRIMARY KEY,
      member_id  INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      kind       TEXT NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
      period     TEXT NOT NULL,
      started_at INTEGER NOT NULL,
      until      INTEGER NOT NULL CHECK (until > started_at)
    ) STRICT;
    CREATE INDEX rg_exclusions_member ON rg_exclusions (member_id, until);

    -- Every change with its time (the page's history; RgChange on the wire). from/to are what the
    -- member saw: a money string ('50.00'), minutes ('30'), a period name ('1_week') or NULL (none).
    CREATE TABLE rg_changes (
      id           INTEGER PRIMARY KEY,
      member_id    INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      created_at   INTEGER NOT NULL,
      subject      TEXT NOT NULL,
      action       TEXT NOT NULL CHECK (action IN ('limit_set', 'raise_requested', 'raise_applied', 'raise_cancelled',
                     'reality_check_set', 'exclusion_started')),
      from_value   TEXT,
      to_value     TEXT,
      effective_at INTEGER
    ) STRICT;
    CREATE INDEX rg_changes_member ON rg_changes (member_id, created_at);
  `,
};
