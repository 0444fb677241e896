import type { Migration } from '../migrations.js';

// Messages the api "sends" (SMS, email). Nothing leaves the machine: the outbox is the sink,
// read by the code checks and, in development only, by GET /api/dev/outbox.
export const m002Outbox: Migration = {
  name: '002_outbox',
  sql: `
    CREATE TABLE outbox (
      id         INTEGER PRIMARY KEY,
      channel    TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
      recipient  TEXT NOT NULL,
      purpose    TEXT NOT NULL,
      code       TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      -- Wrong guesses against this message; it is burnt at OUTBOX_MAX_ATTEMPTS.
      attempts   INTEGER NOT NULL DEFAULT 0,
      used_at    INTEGER
    ) STRICT;
    CREATE INDEX outbox_recipient ON outbox (recipient, purpose, id);
  `,
};
