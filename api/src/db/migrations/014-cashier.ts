import type { Migration } from '../migrations.js';

// The cashier: payment methods per site, currency and direction; the banks a member can bind
// per currency; members' bank accounts (at most MAX_BANK_ACCOUNTS, checked by the service; one
// default, kept by a partial unique index); deposit and withdrawal orders. Money moves only
// through wallet_ledger (reasons 'deposit:<order_number>', 'withdrawal:<order_number>',
// 'withdrawal_refund:<order_number>'). An order keeps the method's name and the account's masked
// number it was made with, so its history reads the same after a rename or an unbinding.
export const m014Cashier: Migration = {
  name: '014_cashier',
  sql: `
    CREATE TABLE cashier_methods (
      id            INTEGER PRIMARY KEY,
      site_id       TEXT NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
      currency      TEXT NOT NULL,
      direction     TEXT NOT NULL CHECK (direction IN ('deposit', 'withdrawal')),
      kind          TEXT NOT NULL CHECK (kind IN ('bank_transfer', 'e_wallet', 'card')),
      name          TEXT NOT NULL,
      min_cents     INTEGER NOT NULL CHECK (min_cents > 0),
      max_cents     INTEGER NOT NULL,
      -- JSON array of cents
      quick_amounts TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(quick_amounts)),
      active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      sort          INTEGER NOT NULL DEFAULT 0,
      CHECK (max_cents >= min_cents),
      UNIQUE (site_id, currency, direction, name)
    ) STRICT;

    CREATE TABLE cashier_banks (
      currency           TEXT NOT NULL,
      bank_code          TEXT NOT NULL,
      bank_name          TEXT NOT NULL,
      account_length_min INTEGER NOT NULL CHECK (account_length_min > 0),
      account_length_max INTEGER NOT NULL,
      sort               INTEGER NOT NULL DEFAULT 0,
      CHECK (account_length_max >= account_length_min),
      PRIMARY KEY (currency, bank_code)
    ) STRICT;

    CREATE TABLE member_bank_accounts (
      id             INTEGER PRIMARY KEY,
      member_id      INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      bank_code      TEXT NOT NULL,
      account_holder TEXT NOT NULL,
      account_number TEXT NOT NULL,
      is_default     INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
      created_at     INTEGER NOT NULL,
      UNIQUE (member_id, bank_code, account_number)
    ) STRICT;
    CREATE UNIQUE INDEX member_bank_accounts_one_default ON member_bank_accounts (member_id) WHERE is_default = 1;

    CREATE TABLE cashier_orders (
      id                  INTEGER PRIMARY KEY,
      order_number        TEXT NOT NULL UNIQUE,
      member_id           INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      type                TEXT NOT NULL CHECK (type IN ('deposit', 'withdrawal')),
      status              TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      amount_cents        INTEGER NOT NULL CHECK (amount_cents > 0),
      method_id           INTEGER REFERENCES cashier_methods(id) ON DELETE SET NULL,
      method_name         TEXT NOT NULL,
      bank_account_id     INTEGER REFERENCES member_bank_accounts(id) ON DELETE SET NULL,
      bank_account_masked TEXT,
      request_id          TEXT NOT NULL,
      created_at          INTEGER NOT NULL,
      decided_at          INTEGER,
      CHECK ((status = 'pending') = (decided_at IS NULL)),
      CHECK ((type = 'withdrawal') = (bank_account_masked IS NOT NULL)),
      UNIQUE (member_id, request_id)
    ) STRICT;
    CREATE INDEX cashier_orders_member ON cashier_orders (member_id, created_at);
    CREATE INDEX wallet_ledger_member_time ON wallet_ledger (member_id, created_at);
  `,
};
